import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { parseIsoDate, wallTimeToUtc } from '@/lib/core/time';
import {
  createAvailabilitySchedule,
  createCancellationPolicy,
  createEnrollment,
  createService,
  createSession,
  createStudent,
  createTeacher,
} from '@/test/factories';
import { futureMonday } from '@/test/future-monday';
import { rescheduleTeacherSession } from '../reschedule-teacher-session';
import { previewStudentReschedule } from './preview-student-reschedule';
import { rescheduleStudentSession } from './reschedule-student-session';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', '')); // the development outbox, whatever the shell says

/** Wall time in Madrid on a Monday two weeks ahead (inside the factory week's availability). */
const madridAt = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return new Date(wallTimeToUtc(parseIsoDate(futureMonday()), h * 60 + m, 'Europe/Madrid'));
};

async function scene(maxReschedules: number) {
  const teacher = await createTeacher({ timezone: 'Europe/Madrid' });
  await createAvailabilitySchedule({ teacherId: teacher.id });
  await createCancellationPolicy({ teacherId: teacher.id, isDefault: true, maxReschedules });
  const service = await createService({ teacherId: teacher.id, durationMinutes: 60 });
  const student = await createStudent({ teacherId: teacher.id });
  const enrollment = await createEnrollment({
    teacherId: teacher.id,
    serviceId: service.id,
    studentId: student.id,
    sessionsTotal: 10,
    sessionsScheduled: 1,
  });
  const session = await createSession({
    teacherId: teacher.id,
    serviceId: service.id,
    studentId: student.id,
    enrollmentId: enrollment.id,
    startUtc: madridAt('10:00'),
    endUtc: madridAt('11:00'),
  });
  return { teacher, studentRef: { id: student.id, teacherId: teacher.id }, session };
}

describe('rescheduleStudentSession: the allowance counts only the student’s own moves', () => {
  it('lets the student reschedule after the teacher moved the lesson twice, up to the policy limit', async () => {
    const { teacher, studentRef, session } = await scene(1);
    const teacherMove = (time: string) =>
      rescheduleTeacherSession({
        teacherId: teacher.id,
        sessionId: session.id,
        input: { startUtc: madridAt(time).toISOString() },
      });
    await teacherMove('12:00');
    await teacherMove('14:00');
    expect(await db.session.findUniqueOrThrow({ where: { id: session.id } })).toMatchObject({
      rescheduleCount: 2,
      studentRescheduleCount: 0,
    });

    const studentMove = (time: string) =>
      rescheduleStudentSession({
        student: studentRef,
        sessionId: session.id,
        input: { startUtc: madridAt(time).toISOString() },
      });
    const preview = await previewStudentReschedule({
      student: studentRef,
      sessionId: session.id,
      startUtc: madridAt('16:00').toISOString(),
    });
    expect(preview.outcome.allowed).toBe(true);
    const moved = await studentMove('16:00');
    expect(moved.outcome.allowed).toBe(true);
    expect(await db.session.findUniqueOrThrow({ where: { id: session.id } })).toMatchObject({
      rescheduleCount: 3,
      studentRescheduleCount: 1,
    });

    // The student's own allowance (1) is now used up: their next move is refused.
    await expect(studentMove('17:00')).rejects.toMatchObject({ code: 'POLICY_BLOCKED' });
  });
});
