import { describe, expect, it } from 'vitest';
import type { EnrollmentStatus } from '@/generated/prisma/enums';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { createEnrollment, createService, createStudent, createTeacher } from '@/test/factories';
import { cancelEnrollment } from './cancel-enrollment';
import { getEnrollment } from './get-enrollment';

async function enrollmentIn(status: EnrollmentStatus) {
  const teacher = await createTeacher();
  const student = await createStudent({ teacherId: teacher.id });
  const service = await createService({ teacherId: teacher.id });
  const enrollment = await createEnrollment({
    teacherId: teacher.id,
    serviceId: service.id,
    studentId: student.id,
    status,
  });
  return { teacher, enrollment };
}

describe('cancelEnrollment', () => {
  it.each(['pending_payment', 'active', 'suspended'] as const)(
    'cancels a %s enrollment, with an audit entry',
    async (status) => {
      const { teacher, enrollment } = await enrollmentIn(status);
      const now = new Date('2030-05-01T10:00:00Z');
      const result = await cancelEnrollment({ teacherId: teacher.id, enrollmentId: enrollment.id, now });
      expect(result).toMatchObject({ id: enrollment.id, status: 'cancelled', cancelledAt: now.toISOString() });
      await flushAudits();
      expect(await db.auditLog.findFirstOrThrow({ where: { entityId: enrollment.id } })).toMatchObject({
        action: 'enrollment.cancel',
        changes: { status: { old: status, new: 'cancelled' } },
      });
    },
  );

  it.each(['completed', 'cancelled', 'expired'] as const)(
    'refuses a %s enrollment with INVALID_STATE and changes nothing',
    async (status) => {
      const { teacher, enrollment } = await enrollmentIn(status);
      await expect(cancelEnrollment({ teacherId: teacher.id, enrollmentId: enrollment.id })).rejects.toMatchObject({
        status: 409,
        code: 'INVALID_STATE',
      });
      expect(await db.enrollment.findUniqueOrThrow({ where: { id: enrollment.id } })).toEqual(enrollment);
    },
  );

  it("answers 404 for another teacher's enrollment and changes nothing", async () => {
    const { enrollment } = await enrollmentIn('active');
    const intruder = await createTeacher();
    await expect(cancelEnrollment({ teacherId: intruder.id, enrollmentId: enrollment.id })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(getEnrollment({ teacherId: intruder.id, enrollmentId: enrollment.id })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    expect(await db.enrollment.findUniqueOrThrow({ where: { id: enrollment.id } })).toEqual(enrollment);
  });

  it('lets only one of two concurrent cancels succeed', async () => {
    const { teacher, enrollment } = await enrollmentIn('active');
    const results = await Promise.allSettled([
      cancelEnrollment({ teacherId: teacher.id, enrollmentId: enrollment.id }),
      cancelEnrollment({ teacherId: teacher.id, enrollmentId: enrollment.id }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  });
});
