import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createEnrollment, createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { listSessionBookingAnswers, listStudentBookingAnswers } from './list-booking-answers';

const answer = (text: string) => [
  { questionId: crypto.randomUUID(), label: 'Goal?', kind: 'short_text', answer: text },
];

describe('the answers the teacher reads (0135)', () => {
  it("answers a session's own answers, else its enrollment's; another teacher reads none", async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const service = await createService({ teacherId: teacher.id });
    const enrollment = await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
    await db.enrollment.update({ where: { id: enrollment.id }, data: { bookingAnswers: answer('From the package') } });
    const own = await createSession({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
    await db.session.update({ where: { id: own.id }, data: { bookingAnswers: answer('Own') } });
    const viaPackage = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      enrollmentId: enrollment.id,
    });
    const plain = await createSession({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });

    expect((await listSessionBookingAnswers({ teacherId: teacher.id, sessionId: own.id }))[0]?.answer).toBe('Own');
    expect((await listSessionBookingAnswers({ teacherId: teacher.id, sessionId: viaPackage.id }))[0]?.answer).toBe(
      'From the package',
    );
    expect(await listSessionBookingAnswers({ teacherId: teacher.id, sessionId: plain.id })).toEqual([]);
    const other = await createTeacher();
    expect(await listSessionBookingAnswers({ teacherId: other.id, sessionId: own.id })).toEqual([]);

    const profile = await listStudentBookingAnswers({ teacherId: teacher.id, studentId: student.id });
    expect(profile.map((entry) => [entry.kind, entry.answers[0]?.answer]).sort()).toEqual([
      ['enrollment', 'From the package'],
      ['session', 'Own'],
    ]);
    expect(await listStudentBookingAnswers({ teacherId: other.id, studentId: student.id })).toEqual([]);
  });
});
