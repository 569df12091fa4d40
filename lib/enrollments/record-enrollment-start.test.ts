import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createEnrollment, createService, createStudent, createTeacher } from '@/test/factories';
import { recordEnrollmentStart } from './record-enrollment-start';

async function paidEnrollment(status: 'trial' | 'active' | 'inactive') {
  const teacher = await createTeacher();
  const student = await createStudent({ teacherId: teacher.id, status });
  const service = await createService({ teacherId: teacher.id });
  const enrollment = await createEnrollment({ teacherId: teacher.id, studentId: student.id, serviceId: service.id });
  await db.$transaction((tx) =>
    recordEnrollmentStart(tx, {
      teacherId: teacher.id,
      studentId: student.id,
      enrollmentId: enrollment.id,
      serviceId: service.id,
      amount: 12_000,
      at: new Date(),
    }),
  );
  return db.student.findUniqueOrThrow({ where: { id: student.id }, select: { status: true, id: true } });
}

describe('recordEnrollmentStart', () => {
  it('makes a trial student who pays an active student, with first_purchase recorded', async () => {
    const student = await paidEnrollment('trial');
    expect(student.status).toBe('active');
    const types = await db.studentLifecycleEvent.findMany({ where: { studentId: student.id }, select: { type: true } });
    expect(types.map(({ type }) => type).sort()).toEqual(['enrollment_started', 'first_purchase']);
  });

  it('brings an inactive student who buys again back to active', async () => {
    expect((await paidEnrollment('inactive')).status).toBe('active');
  });
});
