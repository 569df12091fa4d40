import { describe, expect, it } from 'vitest';
import { calendarTeacher } from '@/test/calendar-view/calendar-teacher';
import { formatIsoDate, isoWeekday, parseIsoDate, utcToWallTime } from '@/lib/core/time';
import { createAvailabilitySchedule } from '@/test/factories';
import { callRoute } from '@/test/http';
import { GET } from './route';

const week = (cookie: string | undefined, query: Record<string, string> = {}) =>
  callRoute(GET, { path: `/api/teacher/calendar/week?${new URLSearchParams(query)}`, cookie });

type Item = { id: string; type: string; startsAtLocal: string };
type Day = { date: string; items: Item[] };
const sessionsByDay = (days: Day[]) =>
  Object.fromEntries(days.map((day) => [day.date, day.items.filter((i) => i.type === 'session').map((i) => i.id)]));

describe('GET /api/teacher/calendar/week', () => {
  it('needs a teacher session', async () => {
    expect((await week(undefined)).status).toBe(401);
  });

  it.each([['2027-02-30'], ['2027-3-1'], ['tomorrow'], ['2027-03-01T00:00:00Z']])(
    'refuses the date %s with 400',
    async (date) => {
      const { cookie } = await calendarTeacher();
      const response = await week(cookie, { date });
      expect(response.status).toBe(400);
      expect(response.json.error.code).toBe('VALIDATION_ERROR');
      expect(response.json.error.details[0].path).toBe('date');
    },
  );

  it('refuses unknown parameters', async () => {
    const { cookie } = await calendarTeacher();
    expect((await week(cookie, { start: '2027-03-01' })).status).toBe(400);
  });

  it("defaults to the current week in the teacher's zone", async () => {
    const { cookie } = await calendarTeacher('Pacific/Kiritimati'); // UTC+14: often another date than UTC
    const response = await week(cookie);
    expect(response.status).toBe(200);
    const today = formatIsoDate(utcToWallTime(Date.now(), 'Pacific/Kiritimati').day);
    const { timezone, weekStart, days } = response.json as { timezone: string; weekStart: string; days: Day[] };
    expect(timezone).toBe('Pacific/Kiritimati');
    expect(isoWeekday(parseIsoDate(weekStart))).toBe(1);
    expect(days.map((day) => day.date)).toContain(today);
  });

  it('groups the rows by the local day they start on, Monday first', async () => {
    const { cookie, session } = await calendarTeacher();
    const sundayLate = await session('2027-03-07T22:15:00Z'); // Sunday 23:15 in Madrid, Monday in UTC
    const nextMonday = await session('2027-03-07T23:30:00Z'); // Monday 8 March 00:30: next week
    const response = await week(cookie, { date: '2027-03-03' }); // a Wednesday
    expect(response.json.weekStart).toBe('2027-03-01');
    expect(response.json.days.map((day: Day) => day.date)).toEqual([
      '2027-03-01',
      '2027-03-02',
      '2027-03-03',
      '2027-03-04',
      '2027-03-05',
      '2027-03-06',
      '2027-03-07',
    ]);
    const byDay = sessionsByDay(response.json.days);
    expect(byDay['2027-03-07']).toEqual([sundayLate.id]);
    expect(Object.values(byDay).flat()).not.toContain(nextMonday.id);
  });

  // Clocks go forward on Sunday 28 March 2027 (CET -> CEST) and back on Sunday 31 October 2027.
  it.each([
    {
      season: 'spring',
      date: '2027-03-24',
      weekStart: '2027-03-22',
      mondayTen: '2027-03-22T09:00:00Z',
      sundayTen: '2027-03-28T08:00:00Z',
      sundayLate: '2027-03-28T21:30:00Z', // 23:30 CEST
      nextMonday: '2027-03-28T22:30:00Z', // 00:30 CEST on Monday 29
      mondayOffset: '+01:00',
      sundayOffset: '+02:00',
    },
    {
      season: 'autumn',
      date: '2027-10-27',
      weekStart: '2027-10-25',
      mondayTen: '2027-10-25T08:00:00Z',
      sundayTen: '2027-10-31T09:00:00Z',
      sundayLate: '2027-10-31T22:30:00Z', // 23:30 CET
      nextMonday: '2027-10-31T23:30:00Z', // 00:30 CET on Monday 1 November
      mondayOffset: '+02:00',
      sundayOffset: '+01:00',
    },
  ])(
    'keeps seven local days and 10:00 on its date across the $season DST change in Europe/Madrid',
    async ({ date, weekStart, mondayTen, sundayTen, sundayLate, nextMonday, sundayOffset, mondayOffset }) => {
      const { teacher, cookie, session } = await calendarTeacher();
      await createAvailabilitySchedule({ teacherId: teacher.id });
      const monday = await session(mondayTen);
      const sunday = await session(sundayTen);
      const late = await session(sundayLate);
      await session(nextMonday); // after the week's last local midnight: not listed
      const response = await week(cookie, { date });
      expect(response.status).toBe(200);
      expect(response.json.weekStart).toBe(weekStart);
      const days = response.json.days as Day[];
      expect(days).toHaveLength(7);
      const byDay = sessionsByDay(days);
      expect(byDay[days[0]!.date]).toEqual([monday.id]);
      expect(byDay[days[6]!.date]).toEqual([sunday.id, late.id]);
      expect(Object.values(byDay).flat()).toHaveLength(3);
      expect(days[6]!.items.find((item) => item.id === sunday.id)!.startsAtLocal).toBe(
        `${days[6]!.date}T10:00:00${sundayOffset}`,
      );
      expect(days[0]!.items.find((item) => item.id === monday.id)!.startsAtLocal).toBe(
        `${weekStart}T10:00:00${mondayOffset}`,
      );
      // Open hours Monday to Friday, 09:00 on the clock whatever the offset; none at the weekend.
      const openStarts = days.map((day) =>
        day.items.filter((item) => item.type === 'availability').map((item) => item.startsAtLocal.slice(11, 16)),
      );
      expect(openStarts).toEqual([...Array(5).fill(['09:00', '15:00']), [], []]);
    },
  );

  it("never shows another teacher's sessions", async () => {
    const mine = await calendarTeacher();
    const theirs = await calendarTeacher();
    await theirs.session('2027-03-02T09:00:00Z');
    const response = await week(mine.cookie, { date: '2027-03-02' });
    expect(Object.values(sessionsByDay(response.json.days)).flat()).toEqual([]);
  });

  it('leaves out cancelled sessions unless includeCancelled=true', async () => {
    const { cookie, session } = await calendarTeacher();
    const cancelled = await session('2027-03-02T09:00:00Z', { status: 'cancelled' });
    const byDefault = await week(cookie, { date: '2027-03-02' });
    expect(Object.values(sessionsByDay(byDefault.json.days)).flat()).toEqual([]);
    const all = await week(cookie, { date: '2027-03-02', includeCancelled: 'true' });
    expect(sessionsByDay(all.json.days)['2027-03-02']).toEqual([cancelled.id]);
  });
});
