import { describe, expect, it } from 'vitest';
import { slotsFor, startsLocal, weeklyRules } from '@/test/availability/engine-helpers';

const sundayNight = (from: string, to: string) => weeklyRules([[from, to]], [7]);

/**
 * Rules that cover the changing hour itself: the slots follow real elapsed time, the skipped hour is
 * never offered, the repeated one is offered twice (two distinct instants), and a rule that starts in
 * the gap starts when the gap ends plus the rule's offset into it (RFC 5545, "compatible").
 */
describe('working hours across the changing hour', () => {
  it('Madrid spring forward: 01:00-04:00 is two real hours; 02:xx does not exist', () => {
    const slots = slotsFor({
      teacherZone: 'Europe/Madrid',
      rules: sundayNight('01:00', '04:00'),
      startDate: '2026-03-29',
    });
    expect(startsLocal(slots)).toEqual([
      '2026-03-29T01:00:00+01:00',
      '2026-03-29T01:15:00+01:00',
      '2026-03-29T01:30:00+01:00',
      '2026-03-29T01:45:00+01:00',
      '2026-03-29T03:00:00+02:00',
    ]);
    expect(slots[2]).toMatchObject({ startUtc: '2026-03-29T00:30:00.000Z', endLocal: '2026-03-29T03:30:00+02:00' });
  });

  it('Madrid spring forward: a rule inside the gap gives nothing; one starting in it starts later', () => {
    expect(
      slotsFor({ teacherZone: 'Europe/Madrid', rules: sundayNight('02:00', '03:00'), startDate: '2026-03-29' }),
    ).toEqual([]);
    const shifted = slotsFor({
      teacherZone: 'Europe/Madrid',
      rules: sundayNight('02:30', '04:00'),
      startDate: '2026-03-29',
      durationMinutes: 30,
    });
    expect(startsLocal(shifted)).toEqual(['2026-03-29T03:30:00+02:00']);
  });

  it('Madrid fall back: 01:00-04:00 is four real hours and 02:00-03:00 comes twice', () => {
    const slots = slotsFor({
      teacherZone: 'Europe/Madrid',
      rules: sundayNight('01:00', '04:00'),
      startDate: '2026-10-25',
    });
    expect(slots).toHaveLength(13);
    expect(startsLocal(slots).slice(4, 9)).toEqual([
      '2026-10-25T02:00:00+02:00',
      '2026-10-25T02:15:00+02:00',
      '2026-10-25T02:30:00+02:00',
      '2026-10-25T02:45:00+02:00',
      '2026-10-25T02:00:00+01:00',
    ]);
    expect(slots.at(-1)).toMatchObject({ startLocal: '2026-10-25T03:00:00+01:00', endUtc: '2026-10-25T03:00:00.000Z' });
  });

  it('New York spring forward and fall back at 02:00', () => {
    const spring = slotsFor({
      teacherZone: 'America/New_York',
      rules: sundayNight('01:00', '04:00'),
      startDate: '2026-03-08',
    });
    expect(startsLocal(spring)).toEqual([
      '2026-03-08T01:00:00-05:00',
      '2026-03-08T01:15:00-05:00',
      '2026-03-08T01:30:00-05:00',
      '2026-03-08T01:45:00-05:00',
      '2026-03-08T03:00:00-04:00',
    ]);
    const autumn = slotsFor({
      teacherZone: 'America/New_York',
      rules: sundayNight('00:30', '02:30'),
      startDate: '2026-11-01',
    });
    expect(startsLocal(autumn)).toEqual([
      '2026-11-01T00:30:00-04:00',
      '2026-11-01T00:45:00-04:00',
      '2026-11-01T01:00:00-04:00',
      '2026-11-01T01:15:00-04:00',
      '2026-11-01T01:30:00-04:00',
      '2026-11-01T01:45:00-04:00',
      '2026-11-01T01:00:00-05:00',
      '2026-11-01T01:15:00-05:00',
      '2026-11-01T01:30:00-05:00',
    ]);
  });

  it('Lord Howe moves by 30 minutes: 02:00 -> 02:30 in October, 02:00 -> 01:30 in April', () => {
    const spring = slotsFor({
      teacherZone: 'Australia/Lord_Howe',
      rules: sundayNight('01:00', '04:00'),
      startDate: '2026-10-04',
    });
    expect(startsLocal(spring)).toEqual([
      '2026-10-04T01:00:00+10:30',
      '2026-10-04T01:15:00+10:30',
      '2026-10-04T01:30:00+10:30',
      '2026-10-04T01:45:00+10:30',
      '2026-10-04T02:30:00+11:00',
      '2026-10-04T02:45:00+11:00',
      '2026-10-04T03:00:00+11:00',
    ]);
    const autumn = slotsFor({
      teacherZone: 'Australia/Lord_Howe',
      rules: sundayNight('01:00', '03:00'),
      startDate: '2026-04-05',
    });
    expect(startsLocal(autumn)).toEqual([
      '2026-04-05T01:00:00+11:00',
      '2026-04-05T01:15:00+11:00',
      '2026-04-05T01:30:00+11:00',
      '2026-04-05T01:45:00+11:00',
      '2026-04-05T01:30:00+10:30',
      '2026-04-05T01:45:00+10:30',
      '2026-04-05T02:00:00+10:30',
    ]);
  });
});
