import { describe, expect, it } from 'vitest';
import { calendarTeacher } from '@/test/calendar-view/calendar-teacher';
import { db } from '@/lib/core/db';
import { createAvailabilityOverride, createAvailabilitySchedule, createStudent } from '@/test/factories';
import { callRoute } from '@/test/http';
import { GET } from './route';

// Monday 1 March 2027 in Madrid (CET, UTC+1), far from the factories' default slots.
const mondayStart = '2027-03-01T00:00:00+01:00';
const tuesdayStart = '2027-03-02T00:00:00+01:00';

const list = (cookie: string | undefined, query: Record<string, string>) =>
  callRoute(GET, { path: `/api/teacher/calendar?${new URLSearchParams(query)}`, cookie });

type Row = { id: string; type: string; startsAt: string; status: string };
const ids = (rows: Row[], type = 'session') => rows.filter((row) => row.type === type).map((row) => row.id);

describe('GET /api/teacher/calendar', () => {
  it('needs a teacher session', async () => {
    const response = await list(undefined, { start: mondayStart, end: tuesdayStart });
    expect(response.status).toBe(401);
  });

  it.each([
    ['no window', {}, 'start'],
    ['end equal to start', { start: mondayStart, end: mondayStart }, '`end` must be after `start`'],
    ['end before start', { start: tuesdayStart, end: mondayStart }, '`end` must be after `start`'],
    ['a window over 62 days', { start: mondayStart, end: '2027-05-02T00:00:01+01:00' }, 'at most 62 days'],
    ['a date instead of an instant', { start: '2027-03-01', end: '2027-03-02' }, 'start'],
    ['an unknown parameter', { start: mondayStart, end: tuesdayStart, teacherId: 'x' }, 'Unknown field'],
    ['a bad includeCancelled', { start: mondayStart, end: tuesdayStart, includeCancelled: 'yes' }, 'includeCancelled'],
  ])('refuses %s with 400', async (_name, query, expected) => {
    const { cookie } = await calendarTeacher();
    const response = await list(cookie, query);
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(response.json.error)).toContain(expected);
  });

  it('accepts exactly 62 days', async () => {
    const { cookie } = await calendarTeacher();
    const response = await list(cookie, { start: mondayStart, end: '2027-05-02T00:00:00+01:00' });
    expect(response.status).toBe(200);
  });

  it('lists the sessions overlapping the window with their title, student, service and participants', async () => {
    const { teacher, service, student, cookie, session } = await calendarTeacher();
    const overnight = await session('2027-02-28T22:30:00Z'); // 23:30-00:30 local: overlaps the start
    const morning = await session('2027-03-01T09:00:00Z', { status: 'pending_confirmation' });
    await db.session.update({ where: { id: morning.id }, data: { isTrialSession: true } });
    const group = await session('2027-03-01T15:00:00Z');
    const other = await createStudent({ teacherId: teacher.id });
    const gone = await createStudent({ teacherId: teacher.id });
    await db.sessionParticipant.createMany({
      data: [
        { teacherId: teacher.id, sessionId: group.id, studentId: other.id },
        { teacherId: teacher.id, sessionId: group.id, studentId: gone.id, status: 'cancelled' },
      ],
    });
    const deletedStudent = await createStudent({ teacherId: teacher.id, deletedAt: new Date() });
    const ofDeleted = await session('2027-03-01T17:00:00Z', { studentId: deletedStudent.id });
    await session('2027-03-01T23:00:00Z'); // starts at the window's end (00:00 local): outside

    const response = await list(cookie, { start: mondayStart, end: tuesdayStart });
    expect(response.status).toBe(200);
    expect(response.json.timezone).toBe('Europe/Madrid');
    expect(ids(response.json.data)).toEqual([overnight.id, morning.id, group.id, ofDeleted.id]);
    const rows = Object.fromEntries(response.json.data.map((row: Row) => [row.id, row]));
    expect(rows[morning.id]).toEqual({
      id: morning.id,
      type: 'session',
      title: `Spanish conversation · ${student.name}`,
      startsAt: '2027-03-01T09:00:00.000Z',
      endsAt: '2027-03-01T10:00:00.000Z',
      startsAtLocal: '2027-03-01T10:00:00+01:00',
      endsAtLocal: '2027-03-01T11:00:00+01:00',
      status: 'pending_confirmation',
      serviceId: service.id,
      serviceName: 'Spanish conversation',
      studentId: student.id,
      studentName: student.name,
      isTrialSession: true,
      participantCount: 1,
      attendees: student.name,
    });
    expect(rows[group.id].participantCount).toBe(2);
    expect(rows[ofDeleted.id]).toMatchObject({
      title: 'Spanish conversation · Deleted student',
      studentId: deletedStudent.id,
      studentName: 'Deleted student',
    });
  });

  it("never shows another teacher's sessions", async () => {
    const mine = await calendarTeacher();
    const theirs = await calendarTeacher();
    const own = await mine.session('2027-03-01T09:00:00Z');
    await theirs.session('2027-03-01T11:00:00Z');
    const response = await list(mine.cookie, { start: mondayStart, end: tuesdayStart });
    expect(ids(response.json.data)).toEqual([own.id]);
  });

  it('leaves out cancelled, rejected, expired sessions and lapsed holds unless includeCancelled=true', async () => {
    const { cookie, session } = await calendarTeacher();
    const live = await session('2027-03-01T08:00:00Z');
    const cancelled = await session('2027-03-01T10:00:00Z', { status: 'cancelled' });
    const rejected = await session('2027-03-01T12:00:00Z', { status: 'rejected' });
    const expired = await session('2027-03-01T14:00:00Z', { status: 'expired' });
    const lapsedHold = await session('2027-03-01T16:00:00Z', { status: 'hold' });
    await db.session.update({ where: { id: lapsedHold.id }, data: { holdExpiresAt: new Date(Date.now() - 1000) } });
    const hold = await session('2027-03-01T18:00:00Z', { status: 'hold' });
    await db.session.update({ where: { id: hold.id }, data: { holdExpiresAt: new Date(Date.now() + 600_000) } });

    const byDefault = await list(cookie, { start: mondayStart, end: tuesdayStart });
    expect(ids(byDefault.json.data)).toEqual([live.id, hold.id]);
    const all = await list(cookie, { start: mondayStart, end: tuesdayStart, includeCancelled: 'true' });
    expect(ids(all.json.data)).toEqual([live.id, cancelled.id, rejected.id, expired.id, lapsedHold.id, hold.id]);
    expect(all.json.data.find((row: Row) => row.id === cancelled.id).status).toBe('cancelled');
  });

  it('shows the open hours of the schedule and closed days, in the teacher zone', async () => {
    const { teacher, cookie } = await calendarTeacher();
    await createAvailabilitySchedule({ teacherId: teacher.id }); // Mon-Fri 09-13 and 15-19, Madrid
    await createAvailabilityOverride({ teacherId: teacher.id, date: new Date('2027-03-02') });
    const response = await list(cookie, { start: mondayStart, end: '2027-03-03T00:00:00+01:00' });
    expect(response.status).toBe(200);
    const blocks = response.json.data.filter((row: Row) => row.type !== 'session');
    expect(blocks).toEqual([
      {
        id: 'availability:2027-03-01T08:00:00.000Z',
        type: 'availability',
        title: 'Available',
        startsAt: '2027-03-01T08:00:00.000Z',
        endsAt: '2027-03-01T12:00:00.000Z',
        startsAtLocal: '2027-03-01T09:00:00+01:00',
        endsAtLocal: '2027-03-01T13:00:00+01:00',
        status: 'open',
      },
      expect.objectContaining({ type: 'availability', startsAtLocal: '2027-03-01T15:00:00+01:00' }),
      {
        id: 'closed:2027-03-02',
        type: 'closed',
        title: 'Closed',
        startsAt: '2027-03-01T23:00:00.000Z',
        endsAt: '2027-03-02T23:00:00.000Z',
        startsAtLocal: '2027-03-02T00:00:00+01:00',
        endsAtLocal: '2027-03-03T00:00:00+01:00',
        status: 'closed',
        date: '2027-03-02',
      },
    ]);
  });

  it('clips open hours to the window', async () => {
    const { teacher, cookie } = await calendarTeacher();
    await createAvailabilitySchedule({ teacherId: teacher.id });
    const response = await list(cookie, { start: '2027-03-01T10:30:00+01:00', end: '2027-03-01T16:00:00+01:00' });
    const blocks = response.json.data.map((row: Row & { endsAtLocal: string; startsAtLocal: string }) => [
      row.startsAtLocal,
      row.endsAtLocal,
    ]);
    expect(blocks).toEqual([
      ['2027-03-01T10:30:00+01:00', '2027-03-01T13:00:00+01:00'],
      ['2027-03-01T15:00:00+01:00', '2027-03-01T16:00:00+01:00'],
    ]);
  });
});
