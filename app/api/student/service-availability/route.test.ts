import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { parseIsoDate, wallTimeToUtc } from '@/lib/core/time';
import {
  createAvailabilitySchedule,
  createEnrollment,
  createService,
  createSession,
  createStudent,
  createTeacher,
} from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { callRoute, sessionCookie, teacherCookie } from '@/test/http';
import { GET as publicAvailability } from '../../public/[slug]/service-availability/route';
import { GET } from './route';
import { futureMonday } from '@/test/future-monday';

const monday = futureMonday();
const madridAt = (date: string, time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return new Date(wallTimeToUtc(parseIsoDate(date), h * 60 + m, 'Europe/Madrid'));
};

/** A Madrid teacher with the factory week (Mon-Fri 09:00-13:00, 15:00-19:00) and a signed-in student. */
async function teacherWithStudent() {
  const teacher = await createTeacher({ timezone: 'Europe/Madrid' });
  await createAvailabilitySchedule({ teacherId: teacher.id });
  const student = await createStudent({ teacherId: teacher.id });
  const cookie = await sessionCookie({ role: 'student', studentId: student.id });
  return { teacher, student, cookie };
}

const availability = (cookie: string | undefined, query: Record<string, string>) =>
  callRoute(GET, { path: `/api/student/service-availability?${new URLSearchParams(query)}`, cookie });
const startTimes = (slots: { startLocal: string }[]) => slots.map((slot) => slot.startLocal.slice(11, 16));

describe('GET /api/student/service-availability', () => {
  it("answers the free times of a private service of the student's teacher", async () => {
    const { teacher, student, cookie } = await teacherWithStudent();
    const service = await createService({ teacherId: teacher.id, durationMinutes: 60, isPrivate: true });
    await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
    const base = { teacherId: teacher.id, serviceId: service.id };
    await createSession({ ...base, startUtc: madridAt(monday, '09:00'), status: 'scheduled' });

    const response = await availability(cookie, { serviceId: service.id, start: monday, end: monday });
    expect(response.status).toBe(200);
    const times = startTimes(response.json.slots);
    // The booked 09:00-10:00 is busy; the morning resumes at 10:00 and the afternoon is whole.
    expect(times.slice(0, 2)).toEqual(['10:00', '10:15']);
    expect(times).toContain('15:00');
    expect(times).not.toContain('09:00');
  });

  it('answers exactly what the public endpoint answers for a public service and the same query', async () => {
    const { teacher, cookie } = await teacherWithStudent();
    const service = await createService({ teacherId: teacher.id, durationMinutes: 45 });
    const query = {
      serviceId: service.id,
      timezone: 'America/New_York',
      start: monday,
      end: monday,
      preferredStart: '05:00',
      preferredDays: '1',
    };
    const mine = await availability(cookie, query);
    const visitor = await callRoute(publicAvailability, {
      path: `/api/public/${teacher.slug}/service-availability?${new URLSearchParams(query)}`,
      params: { slug: teacher.slug },
    });
    expect(mine.status).toBe(200);
    expect(mine.json.slots.length).toBeGreaterThan(0);
    expect(mine.json).toEqual(visitor.json);
  });

  it("answers 404 for another teacher's service, and for a deleted, draft or paused one", async () => {
    const { teacher, cookie } = await teacherWithStudent();
    const other = await createTeacher();
    const hidden = await Promise.all([
      createService({ teacherId: other.id }),
      createService({ teacherId: other.id, isPrivate: true }),
      createService({ teacherId: teacher.id, deletedAt: new Date() }),
      createService({ teacherId: teacher.id, status: 'draft' }),
      createService({ teacherId: teacher.id, status: 'paused' }),
    ]);
    for (const service of hidden) {
      const response = await availability(cookie, { serviceId: service.id, start: monday, end: monday });
      expect(response.status).toBe(404);
      expect(response.json.error.code).toBe('NOT_FOUND');
    }
    const unlisted = await createService({ teacherId: teacher.id, isUnlisted: true });
    const response = await availability(cookie, { serviceId: unlisted.id, start: monday, end: monday });
    expect(response.status).toBe(200);
  });

  it('answers 401 without a session and 403 for a teacher session', async () => {
    const { teacher } = await teacherWithStudent();
    const service = await createService({ teacherId: teacher.id, isPrivate: true });
    const query = { serviceId: service.id, start: monday, end: monday };
    expect((await availability(undefined, query)).status).toBe(401);
    expect((await availability(await teacherCookie(teacher.id), query)).status).toBe(403);
  });

  it('refuses an unknown zone with the message `Invalid IANA timezone`', async () => {
    const { teacher, cookie } = await teacherWithStudent();
    const service = await createService({ teacherId: teacher.id, isPrivate: true });
    const response = await availability(cookie, {
      serviceId: service.id,
      timezone: 'Mars/Olympus_Mons',
      start: monday,
      end: monday,
    });
    expect(response.status).toBe(400);
    expect(response.json.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'timezone', message: 'Invalid IANA timezone' }],
    });
  });

  it('sends as many statements for 200 past sessions as for 5 (no query per session)', async () => {
    async function countFor(pastSessions: number) {
      const { teacher, cookie } = await teacherWithStudent();
      const service = await createService({ teacherId: teacher.id, isPrivate: true });
      const hour = 3_600_000;
      const yesterday = Date.now() - 24 * hour;
      await db.session.createMany({
        data: Array.from({ length: pastSessions }, (_, index) => ({
          teacherId: teacher.id,
          serviceId: service.id,
          startUtc: new Date(yesterday - index * 2 * hour),
          endUtc: new Date(yesterday - index * 2 * hour + hour),
          status: 'completed' as const,
        })),
      });
      const { result, count } = await countQueries(() =>
        availability(cookie, { serviceId: service.id, start: monday, end: monday }),
      );
      expect(result.status).toBe(200);
      return count;
    }
    expect(await countFor(200)).toBe(await countFor(5));
  });
});
