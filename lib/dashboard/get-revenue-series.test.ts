import { describe, expect, it } from 'vitest';
import type { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { countQueries } from '@/test/count-queries';
import { createPayment, createStudent, createTeacher } from '@/test/factories';
import { getRevenueSeries } from './get-revenue-series';

const at = (iso: string) => new Date(iso);

/** Revenue is payments taken minus their refunds, by the local month of `paidAt` (docs/metrics.md). */
async function practice(timezone: string, currency = 'EUR') {
  const teacher = await createTeacher({ timezone, defaultCurrency: currency });
  const student = await createStudent({ teacherId: teacher.id });
  const pay = (iso: string | null, amount: number, extra: Partial<Prisma.PaymentUncheckedCreateInput> = {}) =>
    createPayment({
      teacherId: teacher.id,
      studentId: student.id,
      paidAt: iso === null ? null : at(iso),
      amount,
      currency,
      ...extra,
    });
  return { teacher, student, pay };
}

describe('getRevenueSeries', () => {
  it('sums six local months in Pacific/Auckland, oldest first, empty months 0', async () => {
    const { teacher, pay } = await practice('Pacific/Auckland');
    const now = at('2026-04-15T00:00:00Z'); // 15 April, 12:00 local (NZST after 5 April)

    await pay('2026-03-31T23:30:00Z', 1_000); // 1 April 12:30 local (NZDT, +13): April
    await pay('2026-03-31T10:59:00Z', 2_000); // 31 March 23:59 local: March
    await pay('2026-03-31T11:00:00Z', 4_000, { kind: 'renewal' }); // 1 April 00:00 local: April; renewals count
    await pay('2026-03-05T00:00:00Z', 9_000, { status: 'partially_refunded', refundedAmount: 1_000 }); // net 8,000
    await pay('2026-03-07T00:00:00Z', 3_000, { status: 'refunded', refundedAmount: 3_000 }); // net 0
    await pay('2026-03-06T00:00:00Z', 99_999, { status: 'pending' }); // never paid
    await pay('2026-03-06T00:00:00Z', 88_888, { status: 'failed' }); // never paid
    await pay(null, 77_777, { status: 'pending' }); // never paid
    await pay('2025-10-31T11:00:00Z', 16_000); // 1 November 00:00 local: the oldest month
    await pay('2025-10-31T10:59:00Z', 55_555); // 31 October 23:59 local: before the window
    await pay('2026-04-30T12:00:00Z', 66_666); // 1 May 00:00 local: after the window
    await pay('2026-01-10T00:00:00Z', 32_000, { currency: 'USD' }); // another currency

    // Another teacher's revenue in the same months never counts.
    const other = await practice('Pacific/Auckland');
    await other.pay('2026-04-02T00:00:00Z', 44_444);
    await other.pay('2026-01-10T00:00:00Z', 44_444);

    const series = await getRevenueSeries({ teacherId: teacher.id, timeZone: teacher.timezone, now });
    expect(series).toEqual({
      currency: 'EUR',
      months: [
        { month: '2025-11', amount: 16_000 },
        { month: '2025-12', amount: 0 },
        { month: '2026-01', amount: 0 },
        { month: '2026-02', amount: 0 },
        { month: '2026-03', amount: 10_000 },
        { month: '2026-04', amount: 5_000 },
      ],
    });
  });

  it('crosses a year on the teacher clock (America/Los_Angeles) and counts only their own currency', async () => {
    const { teacher, pay } = await practice('America/Los_Angeles', 'USD');
    const now = at('2027-02-01T07:30:00Z'); // 31 January 2027, 23:30 local: still January

    await pay('2027-02-01T07:00:00Z', 1_500); // 31 January 23:00 local
    await pay('2026-08-01T06:59:00Z', 9_999); // 31 July 23:59 local (PDT): before the window
    await pay('2026-08-01T07:00:00Z', 2_500); // 1 August 00:00 local: the oldest month
    await pay('2026-12-15T00:00:00Z', 3_000, { currency: 'EUR' }); // not the teacher's currency

    const series = await getRevenueSeries({ teacherId: teacher.id, timeZone: teacher.timezone, now });
    expect(series.currency).toBe('USD');
    expect(series.months).toEqual([
      { month: '2026-08', amount: 2_500 },
      { month: '2026-09', amount: 0 },
      { month: '2026-10', amount: 0 },
      { month: '2026-11', amount: 0 },
      { month: '2026-12', amount: 0 },
      { month: '2027-01', amount: 1_500 },
    ]);
  });

  it('answers six zero months for a teacher without revenue, and 404 for an unknown or deleted teacher', async () => {
    const { teacher } = await practice('Europe/Madrid');
    const series = await getRevenueSeries({
      teacherId: teacher.id,
      timeZone: 'Not/AZone',
      now: at('2026-06-10T00:00:00Z'),
    });
    expect(series.months.map((entry) => entry.month)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
    expect(series.months.every((entry) => entry.amount === 0)).toBe(true);

    await expect(
      getRevenueSeries({ teacherId: '00000000-0000-4000-8000-00000000dead', timeZone: 'UTC' }),
    ).rejects.toBeInstanceOf(NotFoundError);
    await db.teacher.update({ where: { id: teacher.id }, data: { deletedAt: new Date() } });
    await expect(getRevenueSeries({ teacherId: teacher.id, timeZone: 'UTC' })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('sends one statement, however long the history', async () => {
    const now = at('2026-06-10T00:00:00Z');
    const small = await practice('Europe/Madrid');
    const large = await practice('Europe/Madrid');
    await db.payment.createMany({
      data: Array.from({ length: 400 }, (_, index) => ({
        teacherId: large.teacher.id,
        studentId: large.student.id,
        status: 'succeeded' as const,
        amount: 1_000,
        currency: index % 4 ? 'EUR' : 'USD',
        paidAt: new Date(now.getTime() - index * 12 * 3_600_000),
      })),
    });

    const smallRun = await countQueries(() =>
      getRevenueSeries({ teacherId: small.teacher.id, timeZone: 'Europe/Madrid', now }),
    );
    const largeRun = await countQueries(() =>
      getRevenueSeries({ teacherId: large.teacher.id, timeZone: 'Europe/Madrid', now }),
    );
    expect(smallRun.count).toBe(1);
    expect(largeRun.count).toBe(1);
    expect(largeRun.result.months.reduce((sum, entry) => sum + entry.amount, 0)).toBeGreaterThan(0);
  });
});
