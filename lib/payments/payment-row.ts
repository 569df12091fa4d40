import { deletedStudentName } from '@/lib/students/student-display';
import type { Prisma } from '@/lib/core/db';
import type { TDispute, TPaymentRow } from './schemas';

export const disputeSelect = {
  id: true,
  status: true,
  reason: true,
  amount: true,
  currency: true,
  evidenceDueBy: true,
  createdAt: true,
} as const satisfies Prisma.DisputeSelect;

export const toDispute = (dispute: Prisma.DisputeGetPayload<{ select: typeof disputeSelect }>): TDispute => ({
  id: dispute.id,
  status: dispute.status,
  reason: dispute.reason,
  amount: dispute.amount,
  currency: dispute.currency,
  evidenceDueBy: dispute.evidenceDueBy?.toISOString() ?? null,
  createdAt: dispute.createdAt.toISOString(),
});

const studentSelect = { select: { id: true, name: true, email: true, deletedAt: true } } as const;

/** The payer as the teacher sees them; an erased student keeps no name or e-mail. */
export const toPaymentStudent = (student: Prisma.StudentGetPayload<typeof studentSelect> | null) =>
  student
    ? {
        id: student.id,
        name: student.deletedAt ? deletedStudentName : student.name,
        email: student.deletedAt ? null : student.email,
      }
    : null;

export const paymentRowSelect = {
  id: true,
  kind: true,
  method: true,
  status: true,
  description: true,
  enrollmentId: true,
  sessionId: true,
  currency: true,
  amount: true,
  taxAmount: true,
  pspFee: true,
  refundedAmount: true,
  paidAt: true,
  createdAt: true,
  student: studentSelect,
  refunds: { where: { status: { in: ['pending', 'succeeded'] } }, select: { amount: true } },
  disputes: { orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], take: 1, select: disputeSelect },
} as const satisfies Prisma.PaymentSelect;

type PaymentData = Prisma.PaymentGetPayload<{ select: typeof paymentRowSelect }>;

/**
 * One payment as the teacher sees it. Tax is the amount fixed when the payment arrived (the rate of
 * that day); base and net follow from it (fiscal-breakdown.ts).
 */
export function toPaymentRow(payment: PaymentData): TPaymentRow {
  const reserved = payment.refunds.reduce((sum, refund) => sum + refund.amount, 0);
  // A payment recorded by hand is taken back by a correction, never refunded at the processor.
  const refundable =
    payment.method === 'card' && (payment.status === 'succeeded' || payment.status === 'partially_refunded')
      ? Math.max(0, payment.amount - Math.max(payment.refundedAmount, reserved))
      : 0;
  const [dispute] = payment.disputes;
  return {
    id: payment.id,
    kind: payment.kind,
    method: payment.method,
    status: payment.status,
    description: payment.description,
    student: toPaymentStudent(payment.student),
    enrollmentId: payment.enrollmentId,
    sessionId: payment.sessionId,
    currency: payment.currency,
    amount: payment.amount,
    base: payment.amount - payment.taxAmount,
    tax: payment.taxAmount,
    pspFee: payment.pspFee,
    refundedAmount: payment.refundedAmount,
    net: payment.amount - payment.pspFee - payment.refundedAmount,
    refundable,
    dispute: dispute ? toDispute(dispute) : null,
    paidAt: payment.paidAt?.toISOString() ?? null,
    createdAt: payment.createdAt.toISOString(),
  };
}
