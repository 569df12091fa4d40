import 'server-only';
import { db } from '@/lib/core/db';
import { usableTimeZone } from '@/lib/core/time';
import { zonedMonth } from '@/lib/core/zoned-date';
import { revenueFromSums, revenueWhere } from '@/lib/metrics/revenue';
import type { TPaymentKpis, TPaymentKpisQuery } from './schemas';

/**
 * Revenue KPIs of a period, per currency, per the fiscal breakdown: gross = sum of totals; tax =
 * the tax fixed on each payment (teacher's rate at the time); net base = gross - tax; net to
 * teacher = gross - processor fees - refunds; revenue = gross - refunds, the payments that count and
 * the amount as everywhere else (lib/metrics/revenue.ts, docs/metrics.md). Default period: this
 * calendar month on the teacher's clock (their time zone) to now.
 */
export async function getPaymentKpis({
  teacherId,
  query,
  now = new Date(),
}: {
  teacherId: string;
  query: TPaymentKpisQuery;
  now?: Date;
}): Promise<TPaymentKpis> {
  const teacher = await db.teacher.findUniqueOrThrow({
    where: { id: teacherId },
    select: { defaultCurrency: true, taxRate: true, timezone: true },
  });
  const to = query.to ? new Date(query.to) : now;
  const from = query.from ? new Date(query.from) : zonedMonth(now, usableTimeZone(teacher.timezone)).start;
  const groups = await db.payment.groupBy({
    by: ['currency'],
    // `to` is inclusive (the last millisecond of the chosen day).
    where: { ...revenueWhere(teacherId), paidAt: { gte: from, lte: to } },
    _count: { _all: true },
    _sum: { amount: true, pspFee: true, taxAmount: true, refundedAmount: true },
  });
  const totals = groups.map((group) => {
    const gross = group._sum.amount ?? 0;
    const processorFees = group._sum.pspFee ?? 0;
    const taxCollected = group._sum.taxAmount ?? 0;
    const refunds = group._sum.refundedAmount ?? 0;
    return {
      currency: group.currency,
      payments: group._count._all,
      gross,
      processorFees,
      taxCollected,
      netBase: gross - taxCollected,
      refunds,
      revenue: revenueFromSums({ amount: gross, refundedAmount: refunds }),
      netToTeacher: gross - processorFees - refunds,
    };
  });
  if (!totals.some((total) => total.currency === teacher.defaultCurrency)) {
    totals.push({
      currency: teacher.defaultCurrency,
      payments: 0,
      gross: 0,
      processorFees: 0,
      taxCollected: 0,
      netBase: 0,
      refunds: 0,
      revenue: 0,
      netToTeacher: 0,
    });
  }
  totals.sort(
    (a, b) =>
      Number(b.currency === teacher.defaultCurrency) - Number(a.currency === teacher.defaultCurrency) ||
      a.currency.localeCompare(b.currency),
  );
  return { from: from.toISOString(), to: to.toISOString(), taxRate: teacher.taxRate, totals };
}
