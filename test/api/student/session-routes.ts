/** Shared set-up and calls of the student session route tests (test-only). */
import type { GroupType } from '@/generated/prisma/enums';
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
import { callRoute, sessionCookie } from '@/test/http';
import { POST as cancelRoute } from '@/app/api/student/sessions/[id]/cancel/route';
import { GET as previewCancelRoute } from '@/app/api/student/sessions/[id]/cancellation-preview/route';
import { POST as moodRoute } from '@/app/api/student/sessions/[id]/mood/route';
import { POST as rescheduleRoute } from '@/app/api/student/sessions/[id]/reschedule/route';
import { GET as previewRescheduleRoute } from '@/app/api/student/sessions/[id]/reschedule-preview/route';
import { GET as detailRoute } from '@/app/api/student/sessions/[id]/route';
import { GET as listRoute, POST as bookRoute } from '@/app/api/student/sessions/route';
import { futureMonday } from '@/test/future-monday';

export const hour = 60 * 60 * 1000;

/** Wall time in Madrid (the factory teachers' zone) on `date` (a Monday two weeks ahead by default). */
export function madridAt(time: string, date = futureMonday()): Date {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return new Date(wallTimeToUtc(parseIsoDate(date), h * 60 + m, 'Europe/Madrid'));
}

export const studentCookie = (studentId: string) => sessionCookie({ role: 'student', studentId });

/**
 * A Madrid teacher with the factory week, a 60-minute service, and a student of theirs with an
 * enrollment of `credits` sessions in it (0: no enrollment at all).
 */
export async function setUpStudent(
  options: { groupType?: GroupType; capacity?: number | null; credits?: number } = {},
) {
  const teacher = await createTeacher({ timezone: 'Europe/Madrid' });
  await createAvailabilitySchedule({ teacherId: teacher.id });
  const service = await createService({
    teacherId: teacher.id,
    durationMinutes: 60,
    groupType: options.groupType ?? 'individual',
    capacity: options.capacity ?? null,
  });
  const { student, enrollment, cookie } = await addStudent(teacher.id, service.id, options.credits ?? 10);
  return { teacher, service, student, enrollment, cookie };
}

/** Another student of the teacher, with `credits` sessions in the service. */
export async function addStudent(teacherId: string, serviceId: string, credits = 10) {
  const student = await createStudent({ teacherId, phone: '+34 600 000 000' });
  const enrollment = credits
    ? await createEnrollment({ teacherId, serviceId, studentId: student.id, sessionsTotal: credits })
    : null;
  return { student, enrollment, cookie: await studentCookie(student.id) };
}

/** A scheduled session of the student that took one credit of the enrollment, as a booking does. */
export async function bookedSession(input: {
  teacherId: string;
  serviceId: string;
  studentId: string;
  enrollmentId: string | null;
  startUtc: Date;
  status?: 'scheduled' | 'pending_confirmation' | 'hold' | 'completed' | 'pending_review' | 'cancelled';
  rescheduleCount?: number;
  studentRescheduleCount?: number;
}) {
  const { status = 'scheduled', ...data } = input;
  if (input.enrollmentId && status === 'scheduled') {
    await db.enrollment.update({ where: { id: input.enrollmentId }, data: { sessionsScheduled: { increment: 1 } } });
  }
  return createSession({ ...data, status, endUtc: new Date(input.startUtc.getTime() + hour) });
}

export const credits = (id: string) =>
  db.enrollment.findUniqueOrThrow({
    where: { id },
    select: { sessionsScheduled: true, sessionsCompleted: true, sessionsForfeited: true },
  });

const base = '/api/student/sessions';
const withId = (id: string, rest = '') => ({ path: `${base}/${id}${rest}`, params: { id } });

export const book = (cookie: string | undefined, body: unknown) =>
  callRoute(bookRoute, { method: 'POST', path: base, cookie, body });
export const list = (cookie: string | undefined, search = '') =>
  callRoute(listRoute, { path: `${base}${search}`, cookie });
export const detail = (cookie: string | undefined, id: string) => callRoute(detailRoute, { ...withId(id), cookie });
export const previewCancel = (cookie: string | undefined, id: string) =>
  callRoute(previewCancelRoute, { ...withId(id, '/cancellation-preview'), cookie });
export const cancel = (cookie: string | undefined, id: string, body: unknown = {}) =>
  callRoute(cancelRoute, { method: 'POST', ...withId(id, '/cancel'), cookie, body });
export const previewReschedule = (cookie: string | undefined, id: string, startUtc: string) =>
  callRoute(previewRescheduleRoute, {
    ...withId(id, `/reschedule-preview?startUtc=${encodeURIComponent(startUtc)}`),
    cookie,
  });
export const reschedule = (cookie: string | undefined, id: string, body: unknown) =>
  callRoute(rescheduleRoute, { method: 'POST', ...withId(id, '/reschedule'), cookie, body });
export const submitMood = (cookie: string | undefined, id: string, body: unknown) =>
  callRoute(moodRoute, { method: 'POST', ...withId(id, '/mood'), cookie, body });
