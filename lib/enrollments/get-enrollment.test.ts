import { describe, expect, it } from 'vitest';
import { createEnrollment, createService, createStudent, createTeacher } from '@/test/factories';
import { getEnrollment } from './get-enrollment';

describe('getEnrollment', () => {
  it('returns the enrollment with its service, student and remaining credits', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const service = await createService({ teacherId: teacher.id, structure: 'package', sessionsIncluded: 8 });
    const enrollment = await createEnrollment({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      sessionsTotal: 8,
      sessionsCompleted: 5,
      sessionsScheduled: 1,
      discountAmount: 500,
    });
    expect(await getEnrollment({ teacherId: teacher.id, enrollmentId: enrollment.id })).toMatchObject({
      id: enrollment.id,
      service: { id: service.id, name: service.name, slug: service.slug, structure: 'package' },
      student: { id: student.id, name: student.name, email: student.email },
      remaining: 2,
      pricePaid: enrollment.pricePaid,
      pspFee: enrollment.pspFee,
      discountAmount: 500,
      cancelledAt: null,
    });
  });
});
