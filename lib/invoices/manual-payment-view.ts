import type { Payment } from '@/generated/prisma/client';
import type { TManualPayment } from './schemas';

export const toManualPayment = (payment: Payment): TManualPayment => ({
  id: payment.id,
  studentId: payment.studentId,
  amount: payment.amount,
  refundedAmount: payment.refundedAmount,
  currency: payment.currency,
  method: payment.method,
  status: payment.status,
  paidAt: payment.paidAt!.toISOString(),
  note: payment.note,
  enrollmentId: payment.enrollmentId,
  invoiceId: payment.invoiceId,
});
