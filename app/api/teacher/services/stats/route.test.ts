import { describe, expect, it } from 'vitest';
import { ZServiceKpis } from '@/lib/catalogue/schemas';
import { createEnrollment, createPayment, createService, createStudent, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET } from './route';

describe('GET /api/teacher/services/stats', () => {
  it("answers this month's KPIs in the documented shape", async () => {
    const teacher = await createTeacher({ defaultCurrency: 'EUR' });
    const student = await createStudent({ teacherId: teacher.id });
    const service = await createService({ teacherId: teacher.id });
    const enrollment = await createEnrollment({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      pricePaid: 4200,
      enrolledAt: new Date(),
    });
    // Revenue is payments minus refunds (docs/metrics.md), not the enrollment's price.
    await createPayment({ teacherId: teacher.id, enrollmentId: enrollment.id, amount: 4200, currency: 'EUR' });
    const response = await callRoute(GET, {
      path: '/api/teacher/services/stats',
      cookie: await teacherCookie(teacher.id),
    });
    expect(response.status).toBe(200);
    const kpis = ZServiceKpis.parse(response.json);
    expect(kpis.revenue).toMatchObject({ value: 4200, byCurrency: [{ currency: 'EUR', amount: 4200 }] });
    expect(kpis.activeEnrollments.value).toBe(1);
    expect(kpis.newEnrollments.value).toBe(1);
  });
});
