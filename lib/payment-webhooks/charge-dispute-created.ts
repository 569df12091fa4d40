import type Stripe from 'stripe';
import type { Prisma } from '@/lib/core/db';
import { retrieveChargeMetadata } from '@/lib/integrations/psp/retrieve-charge-metadata';
import type { HandlerContext } from '@/lib/payments/webhook-effects';
import { disputeCreatedEvent, jobEventOf } from '@/lib/jobs/job-events';
import { idOf } from './activate-paid-enrollment';
import { EventNotReadyError } from './event-not-ready-error';
import { namesOurRecord } from './ours-by-metadata';
import { paymentForCharge } from './payment-for-charge';
import { noTeacherForAccount, teacherForEvent, type EventTeacher } from './teacher-for-event';

/**
 * The payer's bank disputes a charge: recorded for the teacher to answer at the processor before the
 * due date (shown on the payments page and in GET /teacher/payments/disputes). A dispute of one of
 * our payments not recorded yet waits (the processor retries); a dispute of a charge Lektio never
 * created is acknowledged and ignored.
 */
export async function handleDisputeCreated({ tx, event, effects }: HandlerContext<Stripe.ChargeDisputeCreatedEvent>) {
  const dispute = event.data.object;
  const teacher = await teacherForEvent(tx, event);
  if (!teacher) return effects.ignore(noTeacherForAccount);
  const chargeId = idOf(dispute.charge);
  const payment = await paymentForCharge(tx, teacher, {
    chargeId,
    paymentIntentId: idOf(dispute.payment_intent),
  });
  if (!payment) {
    if (await chargeIsOurs(tx, teacher, chargeId)) {
      throw new EventNotReadyError(`The payment disputed by ${dispute.id} is not recorded yet`);
    }
    return effects.ignore(`Dispute ${dispute.id} is about a charge not made through Lektio`);
  }
  if (await tx.dispute.findUnique({ where: { pspDisputeId: dispute.id }, select: { id: true } })) {
    return effects.ignore(`Dispute ${dispute.id} is recorded already`);
  }
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
  effects.followUp(jobEventOf(disputeCreatedEvent, { disputeId: recorded.id }));
}

/**
 * A dispute event names its charge but not the charge's metadata, so for a payment we do not know
 * the processor is asked (only then: disputes are rare). An outage fails the delivery (500) and the
 * processor retries.
 */
async function chargeIsOurs(tx: Prisma.TransactionClient, teacher: EventTeacher, chargeId: string | null) {
  if (!chargeId || !teacher.pspAccountId) return false;
  const metadata = await retrieveChargeMetadata({ accountId: teacher.pspAccountId, chargeId });
  return namesOurRecord(tx, teacher, metadata);
}
