/** The payment history sends the same statements for a short and a three-times longer history (issue #20, item 6). */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { listPayments } from './list-payments';
import { ZListPaymentsQuery } from './schemas';

async function teacherWithPayments(payments: number) {
  const teacher = await createTeacher();
  const students = await Promise.all([0, 1, 2].map(() => createStudent({ teacherId: teacher.id })));
  await db.payment.createMany({
    data: Array.from({ length: payments }, (_, index) => ({
      teacherId: teacher.id,
      studentId: students[index % 3]!.id,
      currency: 'EUR',
      amount: 1_000 + index,
      status: 'succeeded' as const,
      paidAt: new Date(Date.now() - index * 86_400_000),
    })),
  });
  return teacher.id;
}

describe('listPayments statement count', () => {
  it('is constant as the history grows', async () => {
    const query = ZListPaymentsQuery.parse({ limit: 50 });
    const run = (teacherId: string) => () => listPayments({ teacherId, query });
    const small = await countQueries(run(await teacherWithPayments(40)));
    const large = await countQueries(run(await teacherWithPayments(120)));
    expect(small.result.total).toBe(40);
    expect(large.result.data).toHaveLength(50);
    expect(large.count).toBe(small.count);
  }, 120_000);
});
