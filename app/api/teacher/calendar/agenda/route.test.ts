import { describe, expect, it } from 'vitest';
import { calendarTeacher } from '@/test/calendar-view/calendar-teacher';
import { createAvailabilitySchedule } from '@/test/factories';
import { callRoute } from '@/test/http';
import { GET } from './route';

const agenda = (cookie: string | undefined, query: Record<string, string> = {}) =>
  callRoute(GET, { path: `/api/teacher/calendar/agenda?${new URLSearchParams(query)}`, cookie });

type Day = { date: string; sessions: { id: string; type: string }[] };
const sessionIds = (days: Day[]) => days.map((day) => [day.date, day.sessions.map((s) => s.id)]);

describe('GET /api/teacher/calendar/agenda', () => {
  it('needs a teacher session', async () => {
    expect((await agenda(undefined)).status).toBe(401);
  });

  it.each([
    ['days 0', { days: '0' }, 'days'],
    ['days 61', { days: '61' }, 'days'],
    ['days not a number', { days: 'two' }, 'days'],
    ['days not whole', { days: '1.5' }, 'days'],
    ['a bad from', { from: 'next week' }, 'from'],
    ['an impossible date', { from: '2027-02-30' }, 'from'],
    ['an unknown parameter', { to: '2027-03-01' }, '(root)'],
  ])('refuses %s with 400', async (_name, query, path) => {
    const { cookie } = await calendarTeacher();
    const response = await agenda(cookie, query);
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('VALIDATION_ERROR');
    expect(response.json.error.details[0].path).toBe(path);
  });

  it('lists sessions only, by start, grouped by local date, only dates with sessions', async () => {
    const { teacher, cookie, session } = await calendarTeacher();
    await createAvailabilitySchedule({ teacherId: teacher.id });
    const wednesday = await session('2027-03-03T15:00:00Z');
    const mondayLate = await session('2027-03-01T22:30:00Z'); // 23:30 in Madrid: still Monday
    const monday = await session('2027-03-01T09:00:00Z');
    const afterWindow = await session('2027-03-04T23:00:00Z'); // Friday 00:00 local: day 5
    const response = await agenda(cookie, { from: '2027-03-01', days: '4' });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      timezone: 'Europe/Madrid',
      from: '2027-02-28T23:00:00.000Z',
      to: '2027-03-04T23:00:00.000Z',
    });
    expect(sessionIds(response.json.days)).toEqual([
      ['2027-03-01', [monday.id, mondayLate.id]],
      ['2027-03-03', [wednesday.id]],
    ]);
    expect(response.json.days[0].sessions[0].type).toBe('session');
    const longer = await agenda(cookie, { from: '2027-03-01', days: '5' });
    expect(sessionIds(longer.json.days).at(-1)).toEqual(['2027-03-05', [afterWindow.id]]);
  });

  it('starts at the given instant and at now by default', async () => {
    const { cookie, session } = await calendarTeacher();
    await session('2027-03-01T09:00:00Z');
    const later = await session('2027-03-01T12:00:00Z');
    const fromInstant = await agenda(cookie, { from: '2027-03-01T11:00:00+01:00', days: '1' });
    expect(sessionIds(fromInstant.json.days)).toEqual([['2027-03-01', [later.id]]]);

    const soon = await session(new Date(Date.now() + 3 * 3_600_000).toISOString());
    await session(new Date(Date.now() + 20 * 24 * 3_600_000).toISOString()); // beyond the default 14 days
    const byDefault = await agenda(cookie);
    expect(byDefault.json.days.flatMap((day: Day) => day.sessions.map((s) => s.id))).toEqual([soon.id]);
  });

  it("never shows another teacher's sessions, nor cancelled ones unless asked", async () => {
    const mine = await calendarTeacher();
    const theirs = await calendarTeacher();
    await theirs.session('2027-03-01T09:00:00Z');
    const cancelled = await mine.session('2027-03-01T11:00:00Z', { status: 'cancelled' });
    const query = { from: '2027-03-01', days: '1' };
    expect((await agenda(mine.cookie, query)).json.days).toEqual([]);
    const all = await agenda(mine.cookie, { ...query, includeCancelled: 'true' });
    expect(sessionIds(all.json.days)).toEqual([['2027-03-01', [cancelled.id]]]);
  });
});
