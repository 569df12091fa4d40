/** A service's roster sends the same statements for few and three times as many enrollments (issue #20, item 6). */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createService, createTeacher } from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { listEnrollments } from './list-enrollments';
import { ZListEnrollmentsQuery } from './schemas';

async function serviceWithEnrollments(enrollments: number) {
  const teacher = await createTeacher();
  const service = await createService({ teacherId: teacher.id });
  const studentIds = Array.from({ length: enrollments }, () => crypto.randomUUID());
  await db.student.createMany({
    data: studentIds.map((id, index) => ({
      id,
      teacherId: teacher.id,
      name: `S${index}`,
      email: `s${index}-${id}@example.test`,
    })),
  });
  await db.enrollment.createMany({
    data: studentIds.map((studentId) => ({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId,
      status: 'active' as const,
      currency: 'EUR',
      sessionsTotal: 10,
    })),
  });
  return { teacherId: teacher.id, serviceId: service.id };
}

describe('listEnrollments statement count', () => {
  it('is constant as the roster grows', async () => {
    const run =
      ({ teacherId, serviceId }: { teacherId: string; serviceId: string }) =>
      () =>
        listEnrollments({ teacherId, query: ZListEnrollmentsQuery.parse({ serviceId, limit: 50 }) });
    const small = await countQueries(run(await serviceWithEnrollments(30)));
    const large = await countQueries(run(await serviceWithEnrollments(90)));
    expect(small.result.total).toBe(30);
    expect(large.count).toBe(small.count);
  }, 120_000);
});
