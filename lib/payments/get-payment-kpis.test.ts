import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { zonedMonth } from '@/lib/core/zoned-date';
import { createTeacher } from '@/test/factories';
import { getPaymentKpis } from './get-payment-kpis';

const minute = 60_000;

describe('getPaymentKpis', () => {
  it("counts this month from midnight of the 1st on the teacher's clock, not UTC's", async () => {
    // UTC+14: the local month starts 14 hours before the UTC one.
    const zone = 'Pacific/Kiritimati';
    const teacher = await createTeacher({ timezone: zone });
    const start = zonedMonth(new Date(), zone).start;
    const paid = (at: Date, amount: number) =>
      db.payment.create({
        data: { teacherId: teacher.id, amount, taxAmount: 0, currency: 'EUR', status: 'succeeded', paidAt: at },
      });
    await paid(new Date(start.getTime() - minute), 1_000); // last month, local time
    await paid(start, 2_000); // the first instant of this month
    const kpis = await getPaymentKpis({ teacherId: teacher.id, query: {} });
    expect(kpis.totals).toEqual([expect.objectContaining({ currency: 'EUR', payments: 1, gross: 2_000 })]);
  });
});
