import 'server-only';
import { createElement } from 'react';
import { db } from '@/lib/core/db';
import { formatDateTime, formatMoney } from '@/lib/core/format-regional';
import { toRegionalFormat } from '@/lib/core/locale';
import { enqueueEmail } from '@/lib/outbox/enqueue-email';
import { PaymentReceiptEmail, paymentReceiptDefaultDescription, paymentReceiptSubject } from '../payment-receipt-email';

/**
 * E-mails the student a receipt for a confirmed payment (nothing for a deleted student), through the
 * outbox: once written there it is delivered and retried whatever happens to this job. In the
 * student's language, the amount and the day in their regional format and zone (issue 32).
 */
export async function sendPaymentReceipt(paymentId: string): Promise<{ sent: boolean }> {
  const payment = await db.payment.findUnique({
    where: { id: paymentId },
    select: {
      amount: true,
      currency: true,
      description: true,
      paidAt: true,
      teacherId: true,
      teacher: { select: { name: true } },
      student: { select: { name: true, email: true, deletedAt: true, timezone: true, locale: true, hourCycle: true } },
    },
  });
  if (!payment?.student || payment.student.deletedAt) return { sent: false };
  const regional = toRegionalFormat(payment.student);
  const amount = formatMoney(payment.amount, payment.currency, regional, { wholeWithDecimals: true });
  const paidOn = formatDateTime(payment.paidAt ?? new Date(), payment.student.timezone, 'longDate', regional);
  await enqueueEmail(db, {
    to: payment.student.email,
    subject: paymentReceiptSubject(payment.teacher.name, regional.locale),
    react: createElement(PaymentReceiptEmail, {
      studentName: payment.student.name,
      teacherName: payment.teacher.name,
      description: payment.description ?? paymentReceiptDefaultDescription(regional.locale),
      amount,
      paidOn,
      locale: regional.locale,
    }),
    teacherId: payment.teacherId,
  });
  return { sent: true };
}
