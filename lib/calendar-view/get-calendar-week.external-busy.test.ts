import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultExternalBusySource } from '@/lib/availability/external-busy-source';
import { clearExternalBusyCache } from '@/lib/core/external-busy-cache';
import { resetGoogleBreaker } from '@/lib/integrations/google/google-breaker';
import { createAvailabilitySchedule, createTeacher } from '@/test/factories';
import { connectFakeCalendar } from '@/test/calendar-connection';
import { countQueries } from '@/test/count-queries';
import { startFakeCalendar, stubCalendarEnv, type FakeCalendar } from '@/test/fakes/google-calendar';
import { getCalendarWeek } from './get-calendar-week';

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

const now = new Date('2027-03-01T07:00:00Z');
const week = (teacherId: string) =>
  getCalendarWeek({
    teacherId,
    timeZone: 'Europe/Madrid',
    query: { date: '2027-03-03' },
    now,
    externalBusy: defaultExternalBusySource,
  });

async function teacher(readCalendarIds?: string[]) {
  const created = await createTeacher({ timezone: 'Europe/Madrid' });
  await createAvailabilitySchedule({ teacherId: created.id });
  if (readCalendarIds) await connectFakeCalendar(fake, created.id, { readCalendarIds });
  return created.id;
}

describe('getCalendarWeek with external busy time (the calendar page)', () => {
  it("gives the read calendars' busy blocks of the week in local time, merged across calendars", async () => {
    const teacherId = await teacher(['ana@gmail.test', 'work@group.calendar.google.test']);
    fake.addBusy('ana@gmail.test', '2027-03-02T09:00:00Z', '2027-03-02T10:00:00Z');
    fake.addBusy('work@group.calendar.google.test', '2027-03-02T09:30:00Z', '2027-03-02T11:00:00Z');
    fake.addBusy('ana@gmail.test', '2027-03-20T09:00:00Z', '2027-03-20T10:00:00Z'); // another week

    const result = await week(teacherId);

    expect(result.externalBusy?.status).toBe('ok');
    expect(result.externalBusy?.blocks.map((block) => [block.startsAtLocal, block.endsAtLocal])).toEqual([
      ['2027-03-02T10:00:00+01:00', '2027-03-02T12:00:00+01:00'],
    ]);
  });

  it('says unavailable when Google fails, and the week is still drawn', async () => {
    const teacherId = await teacher(['ana@gmail.test']);
    fake.failNext(503);
    const result = await week(teacherId);
    expect(result.externalBusy).toEqual({ status: 'unavailable', blocks: [] });
    expect(result.days).toHaveLength(7);
  });

  it('costs a teacher without Google no statement and no call', async () => {
    const teacherId = await teacher();
    const asked = fake.apiRequests;
    const plain = await countQueries(() =>
      getCalendarWeek({ teacherId, timeZone: 'Europe/Madrid', query: { date: '2027-03-03' }, now }),
    );
    const withBusy = await countQueries(() => week(teacherId));
    expect(withBusy.count).toBe(plain.count);
    expect(withBusy.result.externalBusy).toEqual({ status: 'not_connected', blocks: [] });
    expect(fake.apiRequests).toBe(asked);
  });
});
