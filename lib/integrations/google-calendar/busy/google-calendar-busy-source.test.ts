import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkSlotAvailability } from '@/lib/availability/check-slot-availability';
import { serviceSlots } from '@/lib/availability/get-service-availability';
import { transaction } from '@/lib/outbox/transaction';
import { noExternalBusy } from '@/lib/availability/external-busy-source';
import { parseIsoDate, wallTimeToUtc } from '@/lib/core/time';
import { resetGoogleBreaker } from '@/lib/integrations/google/google-breaker';
import { createAvailabilitySchedule, createService, createTeacher } from '@/test/factories';
import { connectFakeCalendar } from '@/test/calendar-connection';
import { startFakeCalendar, stubCalendarEnv, type FakeCalendar } from '@/test/fakes/google-calendar';
import { clearExternalBusyCache } from '@/lib/core/external-busy-cache';

let fake: FakeCalendar;
beforeAll(async () => {
  fake = await startFakeCalendar();
});
afterAll(() => fake.close());
beforeEach(() => {
  stubCalendarEnv(fake);
  resetGoogleBreaker();
  clearExternalBusyCache();
});
afterEach(() => vi.unstubAllEnvs());

const madrid = (date: string, time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return wallTimeToUtc(parseIsoDate(date), h * 60 + m, 'Europe/Madrid');
};

/** A Madrid teacher (Mon-Fri 09-13, 15-19), a 60-minute service, Google connected with a read calendar. */
async function connectedTeacher(readCalendarIds = ['ana@gmail.test']) {
  const teacher = await createTeacher({ timezone: 'Europe/Madrid' });
  await createAvailabilitySchedule({ teacherId: teacher.id });
  const service = await createService({ teacherId: teacher.id, durationMinutes: 60 });
  await connectFakeCalendar(fake, teacher.id, { readCalendarIds });
  return { teacherId: teacher.id, durationMinutes: service.durationMinutes };
}

type Setup = Awaited<ReturnType<typeof connectedTeacher>>;
const slotsOf = (setup: Setup, start: string, end: string, now: Date, external?: typeof noExternalBusy) =>
  serviceSlots(setup, { query: { serviceId: '', start, end } as never, now, external });

/** What must remain: the slots without busy time, minus exactly those overlapping a busy block. */
function expectExactlyOverlappingRemoved(
  before: { startUtc: string; endUtc: string }[],
  after: { startUtc: string }[],
  busy: { start: number; end: number }[],
) {
  const kept = before.filter(
    (slot) => !busy.some((block) => Date.parse(slot.startUtc) < block.end && Date.parse(slot.endUtc) > block.start),
  );
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.length).toBeLessThan(before.length);
  expect(after.map((slot) => slot.startUtc)).toEqual(kept.map((slot) => slot.startUtc));
}

describe('googleCalendarBusySource', () => {
  it('removes exactly the slots overlapping a busy block and says external busy time was applied', async () => {
    const setup = await connectedTeacher();
    const now = new Date(madrid('2027-01-01', '08:00'));
    const busy = { start: madrid('2027-01-11', '10:00'), end: madrid('2027-01-11', '11:00') };
    fake.addBusy('ana@gmail.test', new Date(busy.start), new Date(busy.end));
    const before = await slotsOf(setup, '2027-01-11', '2027-01-11', now, noExternalBusy);
    const after = await slotsOf(setup, '2027-01-11', '2027-01-11', now);
    expect(after.meta).toEqual({ externalBusy: 'ok' });
    expectExactlyOverlappingRemoved(before.slots, after.slots, [busy]);
    const local = after.slots.map((slot) => slot.startLocal.slice(11, 16));
    expect(local).toContain('09:00');
    expect(local).toContain('11:00');
    expect(local).not.toContain('09:15');
    expect(local).not.toContain('10:45');
  });

  it('handles an all-day event of a calendar in another zone (Tokyo midnight to midnight)', async () => {
    const setup = await connectedTeacher(['ana@gmail.test', 'work@group.calendar.google.test']);
    const now = new Date(madrid('2027-01-01', '08:00'));
    // Google expands an all-day Tuesday in a Tokyo calendar to Tokyo's midnights: Mon 16:00-Tue 16:00 in Madrid.
    const busy = { start: Date.parse('2027-01-18T15:00:00Z'), end: Date.parse('2027-01-19T15:00:00Z') };
    fake.addBusy('work@group.calendar.google.test', '2027-01-18T15:00:00Z', '2027-01-19T15:00:00Z');
    const before = await slotsOf(setup, '2027-01-18', '2027-01-19', now, noExternalBusy);
    const after = await slotsOf(setup, '2027-01-18', '2027-01-19', now);
    expectExactlyOverlappingRemoved(before.slots, after.slots, [busy]);
    const local = after.slots.map((slot) => slot.startLocal.slice(0, 16));
    expect(local).toContain('2027-01-18T15:00');
    expect(local).not.toContain('2027-01-18T15:15');
    expect(local).not.toContain('2027-01-19T09:00');
    expect(local).toContain('2027-01-19T16:00');
  });

  it('handles a weekly busy event across the spring DST change (10:00 Madrid both weeks)', async () => {
    const setup = await connectedTeacher();
    const now = new Date(madrid('2027-03-15', '08:00'));
    // Expanded like Google does for RRULE:FREQ=WEEKLY in Europe/Madrid: 09:00Z, then 08:00Z after 28 March.
    const busy = ['2027-03-22', '2027-03-29'].map((date) => ({
      start: madrid(date, '10:00'),
      end: madrid(date, '11:00'),
    }));
    expect(busy.map((block) => new Date(block.start).toISOString())).toEqual([
      '2027-03-22T09:00:00.000Z',
      '2027-03-29T08:00:00.000Z',
    ]);
    for (const block of busy) fake.addBusy('ana@gmail.test', new Date(block.start), new Date(block.end));
    const before = await slotsOf(setup, '2027-03-22', '2027-03-29', now, noExternalBusy);
    const after = await slotsOf(setup, '2027-03-22', '2027-03-29', now);
    expectExactlyOverlappingRemoved(before.slots, after.slots, busy);
    const local = after.slots.map((slot) => slot.startLocal.slice(0, 16));
    for (const date of ['2027-03-22', '2027-03-29']) {
      expect(local).toContain(`${date}T09:00`);
      expect(local).not.toContain(`${date}T10:00`);
      expect(local).toContain(`${date}T11:00`);
    }
    // Tuesday, with no busy time, is untouched.
    expect(local.filter((at) => at.startsWith('2027-03-23'))).toHaveLength(
      before.slots.filter((slot) => slot.startLocal.startsWith('2027-03-23')).length,
    );
  });

  it('asks Google once per teacher and window within the cache time', async () => {
    const setup = await connectedTeacher();
    const now = new Date(madrid('2027-01-01', '08:00'));
    const asked = fake.freeBusyRequests;
    await slotsOf(setup, '2027-01-11', '2027-01-11', now);
    await slotsOf(setup, '2027-01-11', '2027-01-11', now);
    expect(fake.freeBusyRequests).toBe(asked + 1);
  });

  it("inside a booking's transaction: answers from the slot list's fresh window, never asks Google", async () => {
    const setup = await connectedTeacher();
    const now = new Date(madrid('2027-01-01', '08:00'));
    fake.addBusy('ana@gmail.test', new Date(madrid('2027-01-11', '10:00')), new Date(madrid('2027-01-11', '11:00')));
    const lesson = (time: string) => ({
      teacherId: setup.teacherId,
      startUtc: new Date(madrid('2027-01-11', time)),
      durationMinutes: 60,
      now,
    });
    const asked = fake.freeBusyRequests;
    // Nothing known yet: the booking goes ahead without Google (the slot list applied it a moment ago).
    expect(await transaction((tx) => checkSlotAvailability({ ...lesson('10:00'), client: tx }))).toBe(true);
    expect(fake.freeBusyRequests).toBe(asked);
    await slotsOf(setup, '2027-01-11', '2027-01-11', now);
    expect(fake.freeBusyRequests).toBe(asked + 1);
    expect(await transaction((tx) => checkSlotAvailability({ ...lesson('10:00'), client: tx }))).toBe(false);
    expect(await transaction((tx) => checkSlotAvailability({ ...lesson('11:00'), client: tx }))).toBe(true);
    expect(fake.freeBusyRequests).toBe(asked + 1);
  });

  it('reports not_connected without a connection or read calendars', async () => {
    const teacher = await createTeacher({ timezone: 'Europe/Madrid' });
    await createAvailabilitySchedule({ teacherId: teacher.id });
    const now = new Date(madrid('2027-01-01', '08:00'));
    const result = await slotsOf({ teacherId: teacher.id, durationMinutes: 60 }, '2027-01-11', '2027-01-11', now);
    expect(result.meta).toEqual({ externalBusy: 'not_connected' });
    const none = await connectedTeacher([]);
    expect((await slotsOf(none, '2027-01-11', '2027-01-11', now)).meta).toEqual({ externalBusy: 'not_connected' });
  });

  it('still answers without external busy time when Google fails or times out, and the breaker opens', async () => {
    const setup = await connectedTeacher();
    const now = new Date(madrid('2027-01-01', '08:00'));
    fake.addBusy('ana@gmail.test', new Date(madrid('2027-01-13', '10:00')), new Date(madrid('2027-01-13', '11:00')));
    const baseline = await slotsOf(setup, '2027-01-13', '2027-01-13', now, noExternalBusy);
    fake.failNext(500);
    fake.failNext(503);
    for (let attempt = 0; attempt < 2; attempt++) {
      const degraded = await slotsOf(setup, '2027-01-13', '2027-01-13', now);
      expect(degraded.meta).toEqual({ externalBusy: 'unavailable' });
      expect(degraded.slots).toEqual(baseline.slots);
    }
    fake.delayNext(4_500);
    const timedOut = await slotsOf(setup, '2027-01-13', '2027-01-13', now);
    expect(timedOut.meta).toEqual({ externalBusy: 'unavailable' });
    // Three infrastructure failures within 30 s: the circuit is open, Google is not even asked.
    const requests = fake.apiRequests;
    const open = await slotsOf(setup, '2027-01-13', '2027-01-13', now);
    expect(open.meta).toEqual({ externalBusy: 'unavailable' });
    expect(open.slots).toEqual(baseline.slots);
    expect(fake.apiRequests).toBe(requests);
  }, 15_000);
});
