import { describe, expect, it } from 'vitest';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { getDashboardOverview } from './get-dashboard-overview';

// 15 March 2031, 12:00 in Auckland (NZDT, +13): the local day is [2031-03-14T11:00Z, 2031-03-15T11:00Z).
const zone = 'Pacific/Auckland';
const now = new Date('2031-03-14T23:00:00Z');
const at = (iso: string) => new Date(iso);

describe('getDashboardOverview: today and upcoming sessions', () => {
  it('lists from local midnight: a lesson under way or held earlier today stays, yesterday and called-off ones do not', async () => {
    const teacher = await createTeacher({ timezone: zone });
    const service = await createService({ teacherId: teacher.id, name: 'Piano' });
    const student = await createStudent({ teacherId: teacher.id, name: 'Ana' });
    const session = (iso: string, status: Parameters<typeof createSession>[0]['status']) =>
      createSession({ teacherId: teacher.id, serviceId: service.id, studentId: student.id, startUtc: at(iso), status });

    await session('2031-03-14T10:30:00Z', 'completed'); // yesterday 23:30 local
    const early = await session('2031-03-14T11:30:00Z', 'completed'); // today 00:30 local
    const missed = await session('2031-03-14T20:00:00Z', 'no_show'); // today 09:00
    const underWay = await session('2031-03-14T22:30:00Z', 'scheduled'); // today 11:30, started before now
    await session('2031-03-14T21:00:00Z', 'cancelled'); // today 10:00, called off
    const trial = await session('2031-03-16T01:00:00Z', 'pending_confirmation');
    const later = await session('2031-03-20T01:00:00Z', 'scheduled');
    await session('2031-03-21T01:00:00Z', 'expired');

    const other = await createTeacher({ timezone: zone });
    const otherService = await createService({ teacherId: other.id });
    await createSession({ teacherId: other.id, serviceId: otherService.id, startUtc: at('2031-03-15T01:00:00Z') });

    const { upcoming } = await getDashboardOverview({ teacherId: teacher.id, now, timeZone: zone });
    expect(upcoming.map((item) => item.id)).toEqual([early.id, missed.id, underWay.id, trial.id, later.id]);
    expect(upcoming[2]).toEqual({
      id: underWay.id,
      startsAt: '2031-03-14T22:30:00.000Z',
      status: 'scheduled',
      studentName: 'Ana',
      serviceName: 'Piano',
    });
  });

  it('reads "today" in the teacher’s zone, not in UTC', async () => {
    // 14 March 2031, 23:00 in Los Angeles (PDT, -7): today there began at 2031-03-14T07:00Z,
    // while in UTC it is already 15 March.
    const lateEvening = new Date('2031-03-15T06:00:00Z');
    const teacher = await createTeacher({ timezone: 'America/Los_Angeles' });
    const service = await createService({ teacherId: teacher.id });
    const afternoon = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      startUtc: at('2031-03-14T20:00:00Z'), // 13:00 local today; yesterday in UTC
      status: 'completed',
    });
    const local = await getDashboardOverview({
      teacherId: teacher.id,
      now: lateEvening,
      timeZone: 'America/Los_Angeles',
    });
    expect(local.upcoming.map((item) => item.id)).toEqual([afternoon.id]);
    const utc = await getDashboardOverview({ teacherId: teacher.id, now: lateEvening, timeZone: 'UTC' });
    expect(utc.upcoming).toEqual([]);
  });
});
