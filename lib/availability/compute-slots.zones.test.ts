import { describe, expect, it } from 'vitest';
import { everyDay, firstOfEachDay, slotsFor, startsLocal, weeklyRules } from '@/test/availability/engine-helpers';

const nineToTen = weeklyRules([['09:00', '10:00']]);
const weekdaysNineToTen = weeklyRules([['09:00', '10:00']], [1, 2, 3, 4, 5]);

// prettier-ignore
const cases = [
  // Europe/Madrid: last Sunday of March (+01 -> +02) and of October (+02 -> +01).
  ['Madrid, spring forward', 'Europe/Madrid', 'Europe/Madrid', '2026-03-28', '2026-03-29', [
    ['2026-03-28T08:00:00.000Z', '2026-03-28T09:00:00+01:00'],
    ['2026-03-29T07:00:00.000Z', '2026-03-29T09:00:00+02:00'],
  ]],
  ['Madrid, fall back', 'Europe/Madrid', 'Europe/Madrid', '2026-10-24', '2026-10-25', [
    ['2026-10-24T07:00:00.000Z', '2026-10-24T09:00:00+02:00'],
    ['2026-10-25T08:00:00.000Z', '2026-10-25T09:00:00+01:00'],
  ]],
  // America/New_York: second Sunday of March, first Sunday of November.
  ['New York, spring forward', 'America/New_York', 'America/New_York', '2026-03-07', '2026-03-08', [
    ['2026-03-07T14:00:00.000Z', '2026-03-07T09:00:00-05:00'],
    ['2026-03-08T13:00:00.000Z', '2026-03-08T09:00:00-04:00'],
  ]],
  ['New York, fall back', 'America/New_York', 'America/New_York', '2026-10-31', '2026-11-01', [
    ['2026-10-31T13:00:00.000Z', '2026-10-31T09:00:00-04:00'],
    ['2026-11-01T14:00:00.000Z', '2026-11-01T09:00:00-05:00'],
  ]],
  // Half-hour, 45-minute and half-hour-DST zones, on each side.
  ['Kolkata teacher, UTC visitor', 'Asia/Kolkata', 'UTC', '2026-07-15', '2026-07-15', [
    ['2026-07-15T03:30:00.000Z', '2026-07-15T03:30:00+00:00'],
  ]],
  ['Madrid teacher, Kolkata visitor', 'Europe/Madrid', 'Asia/Kolkata', '2026-01-15', '2026-01-15', [
    ['2026-01-15T08:00:00.000Z', '2026-01-15T13:30:00+05:30'],
  ]],
  ['Kathmandu teacher, Madrid visitor', 'Asia/Kathmandu', 'Europe/Madrid', '2026-07-15', '2026-07-15', [
    ['2026-07-15T03:15:00.000Z', '2026-07-15T05:15:00+02:00'],
  ]],
  ['Madrid teacher, Kathmandu visitor', 'Europe/Madrid', 'Asia/Kathmandu', '2026-07-15', '2026-07-15', [
    ['2026-07-15T07:00:00.000Z', '2026-07-15T12:45:00+05:45'],
  ]],
  ['Lord Howe in summer (+11)', 'Australia/Lord_Howe', 'Australia/Lord_Howe', '2026-01-15', '2026-01-15', [
    ['2026-01-14T22:00:00.000Z', '2026-01-15T09:00:00+11:00'],
  ]],
  ['Lord Howe in winter (+10:30)', 'Australia/Lord_Howe', 'Australia/Lord_Howe', '2026-07-15', '2026-07-15', [
    ['2026-07-14T22:30:00.000Z', '2026-07-15T09:00:00+10:30'],
  ]],
  // A range crossing the year, in the visitor's dates: 17:00 in Tokyo.
  ['Madrid teacher, Tokyo visitor, 30 Dec - 2 Jan', 'Europe/Madrid', 'Asia/Tokyo', '2026-12-30', '2027-01-02', [
    ['2026-12-30T08:00:00.000Z', '2026-12-30T17:00:00+09:00'],
    ['2026-12-31T08:00:00.000Z', '2026-12-31T17:00:00+09:00'],
    ['2027-01-01T08:00:00.000Z', '2027-01-01T17:00:00+09:00'],
    ['2027-01-02T08:00:00.000Z', '2027-01-02T17:00:00+09:00'],
  ]],
] as const;

/**
 * 09:00-10:00 on the teacher's clock, one 60-minute slot a day: the UTC instant moves with the
 * teacher's offset, and the local time shown moves with the visitor's.
 */
describe.each(cases)('%s', (_name, teacherZone, visitorZone, startDate, endDate, expected) => {
  it('puts 09:00 of the teacher at the right instant, shown on the visitor clock', () => {
    const slots = slotsFor({ teacherZone, visitorZone, rules: nineToTen, startDate, endDate });
    expect(slots.map((slot) => [slot.startUtc, slot.startLocal])).toEqual(expected);
  });
});

describe('teacher in Madrid, visitor in New York, while only one of them has changed clocks', () => {
  it.each([
    ['both on winter time', '2026-03-06', '2026-03-06T03:00:00-05:00'],
    ['New York moved, Madrid not yet (8-28 March)', '2026-03-09', '2026-03-09T04:00:00-04:00'],
    ['both on summer time', '2026-03-30', '2026-03-30T03:00:00-04:00'],
    ['both on summer time, autumn', '2026-10-23', '2026-10-23T03:00:00-04:00'],
    ['Madrid moved back, New York not yet (25 Oct - 1 Nov)', '2026-10-26', '2026-10-26T04:00:00-04:00'],
    ['both on winter time again', '2026-11-02', '2026-11-02T03:00:00-05:00'],
  ])('%s', (_name, date, startLocal) => {
    const slots = slotsFor({
      teacherZone: 'Europe/Madrid',
      visitorZone: 'America/New_York',
      rules: weekdaysNineToTen,
      startDate: date,
    });
    expect(startsLocal(slots)).toEqual([startLocal]);
  });

  it("reads the window in the visitor's dates: Tuesday 00:30 in Madrid is Monday evening in New York", () => {
    const rules = weeklyRules([['00:30', '01:30']], [1, 2, 3, 4, 5]);
    const slots = slotsFor({
      teacherZone: 'Europe/Madrid',
      visitorZone: 'America/New_York',
      rules,
      startDate: '2026-03-09',
    });
    expect(slots.map((slot) => [slot.startUtc, slot.startLocal])).toEqual([
      ['2026-03-09T23:30:00.000Z', '2026-03-09T19:30:00-04:00'],
    ]);
  });

  it('keeps 09:00 Madrid over a month that crosses both changes', () => {
    const slots = slotsFor({
      teacherZone: 'Europe/Madrid',
      visitorZone: 'America/New_York',
      rules: weeklyRules([['09:00', '10:00']], everyDay),
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
    const offsets = firstOfEachDay(slots).map((slot) => `${slot.startLocal.slice(11, 16)}${slot.startLocal.slice(19)}`);
    expect(offsets).toEqual([
      ...Array(7).fill('03:00-05:00'), // 1-7 March
      ...Array(21).fill('04:00-04:00'), // 8-28 March
      ...Array(3).fill('03:00-04:00'), // 29-31 March
    ]);
  });
});
