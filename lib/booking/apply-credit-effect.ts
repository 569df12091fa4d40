import 'server-only';
import type { Prisma } from '@/lib/core/db';
import type { CreditEffect } from './evaluate-cancellation-policy';

/**
 * Moves one scheduled credit of an enrollment, inside the caller's transaction (with the status
 * change that causes it): `consume` (completed), `return` (back to remaining), `forfeit` and
 * `partial` (lost: a credit cannot be split, the percent is about money), `makeup` (the lesson leaves
 * the monthly enrollment: its make-up credit holds it now, and puts it back when booked). The credits CHECK of the
 * database refuses a move below zero.
 */
export async function applyCreditEffect(
  tx: Prisma.TransactionClient,
  enrollmentId: string | null,
  effect: CreditEffect | 'consume',
) {
  if (!enrollmentId) return;
  const data =
    effect === 'consume'
      ? { sessionsScheduled: { decrement: 1 }, sessionsCompleted: { increment: 1 } }
      : effect === 'return'
        ? { sessionsScheduled: { decrement: 1 } }
        : effect === 'makeup'
          ? { sessionsScheduled: { decrement: 1 }, sessionsTotal: { decrement: 1 } }
          : { sessionsScheduled: { decrement: 1 }, sessionsForfeited: { increment: 1 } };
  await tx.enrollment.update({ where: { id: enrollmentId }, data });
}
