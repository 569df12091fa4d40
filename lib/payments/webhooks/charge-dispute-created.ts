import type Stripe from 'stripe';
import { idOf } from './activate-paid-enrollment';
import { EventNotReadyError } from './event-not-ready-error';
import { paymentForCharge } from './payment-for-charge';
import { teacherForEvent } from './teacher-for-event';
import type { HandlerContext } from './webhook-effects';

/** The payer's bank disputes a charge: recorded for the teacher to answer at the processor before the due date. */
export async function handleDisputeCreated({ tx, event, effects }: HandlerContext<Stripe.ChargeDisputeCreatedEvent>) {
  const dispute = event.data.object;
  const teacher = await teacherForEvent(tx, event);
  if (!teacher) return;
  const payment = await paymentForCharge(tx, teacher, {
    chargeId: idOf(dispute.charge),
    paymentIntentId: idOf(dispute.payment_intent),
  });
  if (!payment) throw new EventNotReadyError(`The payment disputed by ${dispute.id} is not recorded yet`);
  if (await tx.dispute.findUnique({ where: { pspDisputeId: dispute.id }, select: { id: true } })) return;
  const dueBy = dispute.evidence_details?.due_by;
  const recorded = await tx.dispute.create({
    data: {
      teacherId: teacher.id,
      paymentId: payment.id,
      amount: dispute.amount,
      currency: dispute.currency.toUpperCase(),
      reason: dispute.reason,
      status: 'needs_response',
      pspDisputeId: dispute.id,
      evidenceDueBy: dueBy ? new Date(dueBy * 1000) : null,
    },
  });
  effects.audit({
    teacherId: teacher.id,
    action: 'payment.dispute',
    entity: { type: 'payment', id: payment.id },
    metadata: { disputeId: recorded.id, pspDisputeId: dispute.id, amount: dispute.amount, reason: dispute.reason },
  });
  effects.followUp({ name: 'payments/dispute.created', data: { disputeId: recorded.id } });
}
