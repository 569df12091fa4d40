/** Test set-up shared by the calendar's route tests (app/api/teacher/calendar); test-only, never shipped. */
import type { SessionStatus } from '@/generated/prisma/enums';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { teacherCookie } from '@/test/http';

/** A teacher in `timezone` (Europe/Madrid by default) with a service, a student and a session cookie. */
export async function calendarTeacher(timezone = 'Europe/Madrid') {
  const teacher = await createTeacher({ timezone });
  const service = await createService({ teacherId: teacher.id, name: 'Spanish conversation' });
  const student = await createStudent({ teacherId: teacher.id, name: 'Ana Pérez' });
  const cookie = await teacherCookie(teacher.id);

  /** A one-hour session of the teacher starting at `startUtc` (an ISO instant). */
  const session = (startUtc: string, extra: { status?: SessionStatus; studentId?: string | null } = {}) =>
    createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      startUtc: new Date(startUtc),
      ...extra,
    });

  return { teacher, service, student, cookie, session };
}
