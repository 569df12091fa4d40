import 'server-only';
import { db } from '@/lib/core/db';
import { retrievePaymentFee } from '@/lib/integrations/psp/retrieve-payment-fee';

/**
 * Fills in the processor's fee (and charge id) of a payment, which the checkout event does not
 * carry. Runs as a job after the webhook so the webhook never waits on the processor; the enrollment
 * keeps the fee of its first payment (spec: pspFee per transaction).
 */
export async function recordProcessorFee(paymentId: string): Promise<{ fee: number | null }> {
  const payment = await db.payment.findUnique({
    where: { id: paymentId },
    select: {
      id: true,
      kind: true,
      enrollmentId: true,
      pspPaymentIntentId: true,
      teacher: { select: { pspAccountId: true } },
    },
  });
  if (!payment?.pspPaymentIntentId || !payment.teacher.pspAccountId) return { fee: null };
  const { fee, chargeId } = await retrievePaymentFee({
    accountId: payment.teacher.pspAccountId,
    paymentIntentId: payment.pspPaymentIntentId,
  });
  if (fee === undefined) return { fee: null };
  await db.$transaction(async (tx) => {
    await tx.payment.update({
      where: { id: payment.id },
      data: { pspFee: fee, ...(chargeId ? { pspChargeId: chargeId } : {}) },
    });
    if (payment.kind === 'enrollment' && payment.enrollmentId) {
      await tx.enrollment.update({ where: { id: payment.enrollmentId }, data: { pspFee: fee } });
    }
  });
  return { fee };
}
