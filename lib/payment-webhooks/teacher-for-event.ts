import type Stripe from 'stripe';
import type { Prisma } from '@/lib/core/db';

/**
 * The teacher whose connected account sent the event: the tenant every lookup of the handler is
 * scoped to, so an event of one account can never touch another teacher's records. Null when the
 * account is not (or no longer) connected to anyone: such events are acknowledged and ignored.
 */
export async function teacherForEvent(tx: Prisma.TransactionClient, event: Stripe.Event) {
  if (!event.account) return null;
  return tx.teacher.findUnique({
    where: { pspAccountId: event.account },
    select: { id: true, taxRate: true, pspAccountId: true },
  });
}

/** The ignore reason of an event whose account no teacher has connected. */
export const noTeacherForAccount = 'No teacher has this connected account';

export type EventTeacher = NonNullable<Awaited<ReturnType<typeof teacherForEvent>>>;
