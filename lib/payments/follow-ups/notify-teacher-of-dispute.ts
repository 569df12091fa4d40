import 'server-only';
import { db } from '@/lib/core/db';
import { formatMinorUnits } from '../minor-units';

/** Disputes have a response deadline, so the teacher is always told (no toggle turns this off). */
export async function notifyTeacherOfDispute(disputeId: string): Promise<{ notified: boolean }> {
  const dispute = await db.dispute.findUnique({
    where: { id: disputeId },
    select: {
      id: true,
      teacherId: true,
      amount: true,
      currency: true,
      evidenceDueBy: true,
      paymentId: true,
      payment: { select: { studentId: true } },
    },
  });
  if (!dispute) return { notified: false };
  await db.notification.create({
    data: {
      teacherId: dispute.teacherId,
      studentId: dispute.payment.studentId,
      type: 'dispute_created',
      title: `A payment of ${formatMinorUnits(dispute.amount, dispute.currency)} ${dispute.currency} is disputed`,
      body: dispute.evidenceDueBy
        ? `Respond at your payment processor before ${dispute.evidenceDueBy.toISOString().slice(0, 10)}.`
        : null,
      data: {
        disputeId: dispute.id,
        paymentId: dispute.paymentId,
        amount: dispute.amount,
        currency: dispute.currency,
        evidenceDueBy: dispute.evidenceDueBy?.toISOString() ?? null,
      },
    },
  });
  return { notified: true };
}
