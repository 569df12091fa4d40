import 'server-only';
import { db } from '@/lib/core/db';
import { revenueByServiceSql } from '@/lib/metrics/revenue';
import { remainingCredits } from '@/lib/enrollment-facts/remaining-credits';
import type { TMoney, TServiceStats } from './schemas';

type StatsFor = {
  teacherId: string;
  services: { id: string; currency: string }[];
  /** Sessions starting in [start, end) count in `sessionsInRange`. */
  range: { start: Date; end: Date };
};

/** Sessions that did not or will not take place. */
const notTakingPlace = ['cancelled', 'rejected', 'expired'] as const;

const emptyStats = (currency: string): TServiceStats => ({
  sold: 0,
  activeEnrollments: 0,
  lifetimeRevenue: [{ amount: 0, currency }],
  sessionsDelivered: 0,
  remainingCredits: 0,
  forfeitedSessions: 0,
  sessionsInRange: 0,
});

function addRevenue(revenue: TMoney[], currency: string, amount: number) {
  const entry = revenue.find((money) => money.currency === currency);
  if (entry) entry.amount += amount;
  else revenue.push({ currency, amount });
}

/**
 * The stats columns of the services list for a page of services, in four grouped queries whatever
 * the number of services: enrollments by (service, status, currency), completed sessions by
 * service, sessions in the range by service, revenue by (service, currency).
 */
export async function loadServiceStats({ teacherId, services, range }: StatsFor): Promise<Map<string, TServiceStats>> {
  const stats = new Map(services.map((service) => [service.id, emptyStats(service.currency)]));
  if (!services.length) return stats;
  const serviceId = { in: services.map((service) => service.id) };

  const [enrollmentGroups, deliveredGroups, inRangeGroups, revenueRows] = await Promise.all([
    db.enrollment.groupBy({
      by: ['serviceId', 'status', 'currency'],
      where: { teacherId, serviceId },
      _count: { _all: true },
      _sum: {
        sessionsTotal: true,
        sessionsCompleted: true,
        sessionsScheduled: true,
        sessionsForfeited: true,
      },
    }),
    db.session.groupBy({
      by: ['serviceId'],
      where: { teacherId, serviceId, status: 'completed' },
      _count: { _all: true },
    }),
    db.session.groupBy({
      by: ['serviceId'],
      where: {
        teacherId,
        serviceId,
        startUtc: { gte: range.start, lt: range.end },
        status: { notIn: [...notTakingPlace] },
      },
      _count: { _all: true },
    }),
    // Lifetime revenue is Revenue as everywhere (docs/metrics.md), per service: renewals and paid
    // trials included, refunds taken off.
    db.$queryRaw<{ serviceId: string; currency: string; amount: bigint }[]>(
      revenueByServiceSql(
        teacherId,
        services.map((service) => service.id),
      ),
    ),
  ]);

  for (const group of enrollmentGroups) {
    const row = stats.get(group.serviceId);
    if (!row || group.status === 'pending_payment') continue;
    const sum = group._sum;
    row.sold += group._count._all;
    row.forfeitedSessions += sum.sessionsForfeited ?? 0;
    if (group.status === 'active') {
      row.activeEnrollments += group._count._all;
      row.remainingCredits += remainingCredits(sum);
    }
  }
  for (const revenue of revenueRows) {
    const row = stats.get(revenue.serviceId);
    if (row) addRevenue(row.lifetimeRevenue, revenue.currency, Number(revenue.amount));
  }
  for (const group of deliveredGroups) {
    const row = stats.get(group.serviceId);
    if (row) row.sessionsDelivered = group._count._all;
  }
  for (const group of inRangeGroups) {
    const row = stats.get(group.serviceId);
    if (row) row.sessionsInRange = group._count._all;
  }
  return stats;
}
