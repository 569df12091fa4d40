import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createEnrollment, createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { eraseStudent } from './erase-student';
import { exportMyData } from './export-my-data';
import { teacherExportStream } from './teacher/stream-teacher-export';

const answers = [
  { questionId: crypto.randomUUID(), label: 'Your goal?', kind: 'short_text', answer: 'Pass my B2 exam' },
];

/** A student whose trial session and package enrollment carry answers to the booking questions. */
async function answeredBooking() {
  const teacher = await createTeacher();
  const student = await createStudent({ teacherId: teacher.id });
  const service = await createService({ teacherId: teacher.id });
  const enrollment = await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
  const session = await createSession({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
  await db.session.update({ where: { id: session.id }, data: { bookingAnswers: answers } });
  await db.enrollment.update({ where: { id: enrollment.id }, data: { bookingAnswers: answers } });
  return { teacher, student, session, enrollment };
}

describe('answers to booking questions and privacy (0135)', () => {
  it("are in the teacher's export and in the student's own export", async () => {
    const { teacher, student, session, enrollment } = await answeredBooking();
    const teacherExport = JSON.parse(await new Response(teacherExportStream(teacher.id)).text());
    const sessionRow = teacherExport.categories.sessions.find((row: { id: string }) => row.id === session.id);
    const enrollmentRow = teacherExport.categories.enrollments.find((row: { id: string }) => row.id === enrollment.id);
    expect(sessionRow.bookingAnswers).toEqual(answers);
    expect(enrollmentRow.bookingAnswers).toEqual(answers);

    const own = await exportMyData({ student: { id: student.id, teacherId: teacher.id } });
    const categories = own.categories as unknown as {
      sessions: { id: string; bookingAnswers?: unknown }[];
      enrollments: { id: string; bookingAnswers?: unknown }[];
    };
    expect(categories.sessions.find((row) => row.id === session.id)?.bookingAnswers).toEqual(answers);
    expect(categories.enrollments.find((row) => row.id === enrollment.id)?.bookingAnswers).toEqual(answers);
  });

  it('are removed by erasure, from the sessions and the enrollments', async () => {
    const { teacher, student, session, enrollment } = await answeredBooking();
    await eraseStudent({ teacherId: teacher.id, studentId: student.id, actor: { type: 'teacher', id: teacher.id } });
    expect((await db.session.findUniqueOrThrow({ where: { id: session.id } })).bookingAnswers).toBeNull();
    expect((await db.enrollment.findUniqueOrThrow({ where: { id: enrollment.id } })).bookingAnswers).toBeNull();
  });
});
