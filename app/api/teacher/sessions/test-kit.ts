/** Shared set-up of the teacher session route tests (test-only). */
import { db } from '@/lib/core/db';
import { createService, createStudent, createTeacher } from '@/prisma/factories';
import { teacherCookie } from '@/test/http';

export const hour = 60 * 60 * 1000;
export const path = '/api/teacher/sessions';

/** A teacher with a 45-minute service, a student and the teacher's session cookie. */
export async function setup() {
  const teacher = await createTeacher();
  const service = await createService({ teacherId: teacher.id, durationMinutes: 45 });
  const student = await createStudent({ teacherId: teacher.id });
  return { teacher, service, student, cookie: await teacherCookie(teacher.id) };
}

/** A free start far enough from the factory's slots (which start tomorrow, 2 h apart). */
let offset = 0;
export const freeStart = () => new Date(Date.now() + 400 * 24 * hour + offset++ * 3 * hour);

export const credits = (id: string) =>
  db.enrollment.findUniqueOrThrow({
    where: { id },
    select: { sessionsScheduled: true, sessionsCompleted: true, sessionsForfeited: true },
  });
