/** Shared set-up of the teacher session route tests (test-only). */
import { db } from '@/lib/core/db';
import type { Prisma } from '@/generated/prisma/client';
import { createEnrollment, createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { teacherCookie } from '@/test/http';

export const hour = 60 * 60 * 1000;
export const path = '/api/teacher/sessions';

/** A teacher with a 45-minute service (or as given), a student and the teacher's session cookie. */
export async function setup(service: Partial<Prisma.ServiceUncheckedCreateInput> = {}) {
  const teacher = await createTeacher();
  const svc = await createService({ teacherId: teacher.id, durationMinutes: 45, ...service });
  const student = await createStudent({ teacherId: teacher.id });
  return { teacher, service: svc, student, cookie: await teacherCookie(teacher.id) };
}

type Scene = Pick<Awaited<ReturnType<typeof setup>>, 'teacher' | 'service' | 'student'>;

/** A scheduled session of the scene's student that took one credit of their enrollment, as a booking does. */
export async function scheduledWithCredit({ teacher, service, student }: Scene, startUtc = freeStart()) {
  const enrollment = await createEnrollment({
    teacherId: teacher.id,
    serviceId: service.id,
    studentId: student.id,
    sessionsScheduled: 1,
  });
  const session = await createSession({
    teacherId: teacher.id,
    serviceId: service.id,
    studentId: student.id,
    enrollmentId: enrollment.id,
    startUtc,
  });
  return { enrollment, session };
}

/** A free start far enough from the factory's slots (which start tomorrow, 2 h apart). */
let offset = 0;
export const freeStart = () => new Date(Date.now() + 400 * 24 * hour + offset++ * 3 * hour);
/** A free start in the past (a session that has begun or ended): no-shows need one. */
export const pastStart = () => new Date(Date.now() - 400 * 24 * hour - offset++ * 3 * hour);

export const credits = (id: string) =>
  db.enrollment.findUniqueOrThrow({
    where: { id },
    select: { sessionsScheduled: true, sessionsCompleted: true, sessionsForfeited: true },
  });
