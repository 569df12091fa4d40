import type { Prisma } from '@/lib/core/db';
import type { EventTeacher } from './teacher-for-event';

/** Our payment for a processor charge, within the event's teacher: by charge id, else by payment intent. */
export function paymentForCharge(
  tx: Prisma.TransactionClient,
  teacher: EventTeacher,
  charge: { chargeId: string | null; paymentIntentId: string | null },
) {
  const matches = [
    ...(charge.chargeId ? [{ pspChargeId: charge.chargeId }] : []),
    ...(charge.paymentIntentId ? [{ pspPaymentIntentId: charge.paymentIntentId }] : []),
  ];
  if (!matches.length) return null;
  return tx.payment.findFirst({ where: { teacherId: teacher.id, OR: matches } });
}
