import type { Prisma } from '@/lib/core/db';
import { formatIsoDate } from '@/lib/core/time';

/** Session statuses a post-paid lesson is owed for: held, or missed without notice (a charged no-show). */
export const chargedSessionStatuses = ['completed', 'no_show'] as const;

/**
 * The post-paid sessions that owe something (decision 0156): held or missed, or cancelled late with
 * the fee the policy kept (`balanceFeePercent`, written at the cancel). Spread into a session `where`.
 */
export const owedSessionWhere = {
  OR: [{ status: { in: [...chargedSessionStatuses] } }, { status: 'cancelled', balanceFeePercent: { gt: 0 } }],
} satisfies Prisma.SessionWhereInput;

/**
 * What a post-paid session owes: a held lesson its price; a no-show or a late cancel the share the
 * policy kept (a no-show recorded before decision 0156 has no share: the whole price).
 */
export function owedLessonAmount(session: { status: string; balanceFeePercent: number | null }, price: number): number {
  if (session.status === 'completed') return price;
  return Math.round((price * (session.balanceFeePercent ?? 100)) / 100);
}

export type BalanceCharge = {
  /** The lesson's session id, or the tuition charge's id. */
  id: string;
  /** A post-paid lesson. */
  sessionId?: string;
  /** A month of tuition (decision 0133). */
  tuitionChargeId?: string;
  description: string;
  quantity: 1;
  unitAmount: number;
  currency: string;
  at: Date;
};

/**
 * What the student owes and no standing invoice line bills yet (a line of a voided invoice frees
 * its charge again), oldest first:
 * - post-paid lessons: completed (or no-show, or late-cancelled with a fee) sessions of services billed
 *   `postpaid`, as the student's primary session, at what they owe (`owedLessonAmount`);
 * - monthly tuition: the `tuition_charges` of the student's monthly services, each at the price
 *   it was charged at (decision 0133).
 */
export async function unbilledCharges(
  tx: Prisma.TransactionClient,
  input: { teacherId: string; studentId: string; currency?: string },
): Promise<BalanceCharge[]> {
  const [lessons, tuition] = await Promise.all([unbilledLessons(tx, input), unbilledTuition(tx, input)]);
  return [...lessons, ...tuition].sort((a, b) => a.at.getTime() - b.at.getTime());
}

async function unbilledLessons(
  tx: Prisma.TransactionClient,
  input: { teacherId: string; studentId: string; currency?: string },
): Promise<BalanceCharge[]> {
  const sessions = await tx.session.findMany({
    where: {
      teacherId: input.teacherId,
      studentId: input.studentId,
      ...owedSessionWhere,
      service: { billing: 'postpaid', ...(input.currency ? { currency: input.currency } : {}) },
    },
    orderBy: { startUtc: 'asc' },
    select: {
      id: true,
      startUtc: true,
      status: true,
      balanceFeePercent: true,
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
      id: session.id,
      sessionId: session.id,
      description: `${session.service.name}, ${formatIsoDate(Math.floor(session.startUtc.getTime() / 86_400_000))}${
        session.status === 'no_show' ? ' (missed)' : session.status === 'cancelled' ? ' (cancelled late)' : ''
      }`,
      quantity: 1 as const,
      unitAmount: owedLessonAmount(session, session.service.priceAmount),
      currency: session.service.currency,
      at: session.startUtc,
    }));
}

async function unbilledTuition(
  tx: Prisma.TransactionClient,
  input: { teacherId: string; studentId: string; currency?: string },
): Promise<BalanceCharge[]> {
  const charges = await tx.tuitionCharge.findMany({
    where: {
      teacherId: input.teacherId,
      studentId: input.studentId,
      ...(input.currency ? { currency: input.currency } : {}),
    },
    orderBy: [{ month: 'asc' }, { createdAt: 'asc' }],
    select: {
      id: true,
      month: true,
      amount: true,
      currency: true,
      createdAt: true,
      service: { select: { name: true } },
    },
  });
  if (charges.length === 0) return [];
  const billed = await tx.invoiceLine.findMany({
    where: {
      tuitionChargeId: { in: charges.map((charge) => charge.id) },
      invoice: { teacherId: input.teacherId, kind: 'invoice', status: { not: 'void' } },
    },
    select: { tuitionChargeId: true },
  });
  const billedIds = new Set(billed.map((line) => line.tuitionChargeId));
  return charges
    .filter((charge) => !billedIds.has(charge.id))
    .map((charge) => ({
      id: charge.id,
      tuitionChargeId: charge.id,
      description: `${charge.service.name}, tuition ${charge.month}`,
      quantity: 1 as const,
      unitAmount: charge.amount,
      currency: charge.currency,
      at: charge.createdAt,
    }));
}
