import type { Prisma } from '@/lib/core/db';
import { formatIsoDate } from '@/lib/core/time';

/** Session statuses a post-paid lesson is owed for: held, or missed without notice (a charged no-show). */
export const chargedSessionStatuses = ['completed', 'no_show'] as const;

export type BalanceCharge = {
  sessionId: string;
  description: string;
  quantity: 1;
  unitAmount: number;
  currency: string;
  at: Date;
};

/**
 * The student's post-paid lessons not billed yet, oldest first: completed (or no-show) sessions of
 * services billed `postpaid`, as the student's primary session, that no standing invoice line names
 * (a line of a voided invoice frees its lesson again). Each is owed at its service's price.
 */
export async function unbilledCharges(
  tx: Prisma.TransactionClient,
  input: { teacherId: string; studentId: string; currency?: string },
): Promise<BalanceCharge[]> {
  const sessions = await tx.session.findMany({
    where: {
      teacherId: input.teacherId,
      studentId: input.studentId,
      status: { in: [...chargedSessionStatuses] },
      service: { billing: 'postpaid', ...(input.currency ? { currency: input.currency } : {}) },
    },
    orderBy: { startUtc: 'asc' },
    select: {
      id: true,
      startUtc: true,
      status: true,
      service: { select: { name: true, priceAmount: true, currency: true } },
    },
  });
  if (sessions.length === 0) return [];
  const billed = await tx.invoiceLine.findMany({
    where: {
      sessionId: { in: sessions.map((session) => session.id) },
      invoice: { teacherId: input.teacherId, kind: 'invoice', status: { not: 'void' } },
    },
    select: { sessionId: true },
  });
  const billedIds = new Set(billed.map((line) => line.sessionId));
  return sessions
    .filter((session) => !billedIds.has(session.id))
    .map((session) => ({
      sessionId: session.id,
      description: `${session.service.name}, ${formatIsoDate(Math.floor(session.startUtc.getTime() / 86_400_000))}${
        session.status === 'no_show' ? ' (missed)' : ''
      }`,
      quantity: 1 as const,
      unitAmount: session.service.priceAmount,
      currency: session.service.currency,
      at: session.startUtc,
    }));
}
