import { describe, expect, it } from 'vitest';
import { calendarTeacher } from '@/test/calendar-view/calendar-teacher';
import { db } from '@/lib/core/db';
import { createAvailabilityOverride, createAvailabilitySchedule, createStudent } from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { callRoute } from '@/test/http';
import { GET as agendaGet } from './agenda/route';
import { GET } from './route';
import { GET as weekGet } from './week/route';

const hour = 3_600_000;

/** A teacher with `count` sessions in the week of 1 March 2027, each with its own student and a participant. */
async function teacherWithSessions(count: number) {
  const { teacher, service, cookie } = await calendarTeacher();
  await createAvailabilitySchedule({ teacherId: teacher.id });
  await createAvailabilityOverride({ teacherId: teacher.id, date: new Date('2027-03-05') });
  for (let index = 0; index < count; index++) {
    const [student, participant] = await Promise.all([
      createStudent({ teacherId: teacher.id }),
      createStudent({ teacherId: teacher.id }),
    ]);
    const start = Date.parse('2027-03-01T08:00:00Z') + index * 2 * hour;
    const session = await db.session.create({
      data: {
        teacherId: teacher.id,
        serviceId: service.id,
        studentId: student.id,
        startUtc: new Date(start),
        endUtc: new Date(start + hour),
      },
    });
    await db.sessionParticipant.create({
      data: { teacherId: teacher.id, sessionId: session.id, studentId: participant.id },
    });
  }
  return cookie;
}

async function statements(count: number) {
  const cookie = await teacherWithSessions(count);
  const calls = {
    calendar: () =>
      callRoute(GET, {
        path: '/api/teacher/calendar?start=2027-03-01T00:00:00Z&end=2027-03-08T00:00:00Z',
        cookie,
      }),
    week: () => callRoute(weekGet, { path: '/api/teacher/calendar/week?date=2027-03-03', cookie }),
    agenda: () => callRoute(agendaGet, { path: '/api/teacher/calendar/agenda?from=2027-03-01&days=7', cookie }),
  };
  const counts: Record<string, number> = {};
  for (const [name, call] of Object.entries(calls)) {
    const { result, count: sent } = await countQueries(call);
    expect(result.status).toBe(200);
    counts[name] = sent;
  }
  return counts;
}

describe('teacher calendar: queries', () => {
  it('sends the same number of statements for 1 and for 12 sessions', async () => {
    const one = await statements(1);
    const twelve = await statements(12);
    expect(twelve).toEqual(one);
  });
});
