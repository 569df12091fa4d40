import 'server-only';
import { createElement } from 'react';
import { db } from '@/lib/core/db';
import { formatDateTime, formatMoney } from '@/lib/core/format-regional';
import { enqueueEmail } from '@/lib/outbox/enqueue-email';
import { noticeFamilySelect, noticeRecipients, recipientRegional } from '@/lib/families/notice-recipients';
import { PaymentReceiptEmail, paymentReceiptDefaultDescription, paymentReceiptSubject } from '../payment-receipt-email';

/**
 * E-mails the receipt for a confirmed payment to whoever hears the payments of this student (issue
 * 34): the student, a family's payer for a minor, the adult member and the payer both (nothing for
 * a deleted student), through the outbox: once written there it is delivered and retried whatever
 * happens to this job. In each reader's language, the amount and the day in their regional format and
 * the student's zone (issue 32).
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
      student: {
        select: {
          name: true,
          email: true,
          deletedAt: true,
          timezone: true,
          locale: true,
          hourCycle: true,
          isMinor: true,
          family: { select: noticeFamilySelect },
        },
      },
    },
  });
  if (!payment?.student || payment.student.deletedAt) return { sent: false };
  const student = payment.student;
  const recipients = noticeRecipients(student, 'receipt');
  for (const recipient of recipients) {
    const regional = recipientRegional(recipient, student);
    const description = payment.description ?? paymentReceiptDefaultDescription(regional.locale);
    await enqueueEmail(db, {
      to: recipient.email,
      subject: paymentReceiptSubject(payment.teacher.name, regional.locale),
      react: createElement(PaymentReceiptEmail, {
        studentName: recipient.name,
        teacherName: payment.teacher.name,
        // The payer reads whose lessons they paid for.
        description:
          recipient.as === 'payer' && recipient.name !== student.name ? `${description} (${student.name})` : description,
        amount: formatMoney(payment.amount, payment.currency, regional, { wholeWithDecimals: true }),
        paidOn: formatDateTime(payment.paidAt ?? new Date(), student.timezone, 'longDate', regional),
        locale: regional.locale,
      }),
      teacherId: payment.teacherId,
    });
  }
  return { sent: recipients.length > 0 };
}
