import { deletedStudentName } from '@/lib/students/student-display';
import type { Prisma } from '@/lib/core/db';
import type { TPaymentRow } from './schemas';

export const paymentRowSelect = {
  id: true,
  kind: true,
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
  student: { select: { id: true, name: true, email: true, deletedAt: true } },
  refunds: { where: { status: { in: ['pending', 'succeeded'] } }, select: { amount: true } },
} as const satisfies Prisma.PaymentSelect;

type PaymentData = Prisma.PaymentGetPayload<{ select: typeof paymentRowSelect }>;

/**
 * One payment as the teacher sees it. Tax is the amount fixed when the payment arrived (the rate of
 * that day); base and net follow from it (fiscal-breakdown.ts).
 */
export function toPaymentRow(payment: PaymentData): TPaymentRow {
  const reserved = payment.refunds.reduce((sum, refund) => sum + refund.amount, 0);
  const refundable =
    payment.status === 'succeeded' || payment.status === 'partially_refunded'
      ? Math.max(0, payment.amount - Math.max(payment.refundedAmount, reserved))
      : 0;
  const { student } = payment;
  return {
    id: payment.id,
    kind: payment.kind,
    status: payment.status,
    description: payment.description,
    student: student
      ? {
          id: student.id,
          name: student.deletedAt ? deletedStudentName : student.name,
          email: student.deletedAt ? null : student.email,
        }
      : null,
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
    paidAt: payment.paidAt?.toISOString() ?? null,
    createdAt: payment.createdAt.toISOString(),
  };
}
