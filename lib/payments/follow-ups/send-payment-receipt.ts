import 'server-only';
import { createElement } from 'react';
import { db } from '@/lib/core/db';
import { formatInZone } from '@/lib/core/format-time';
import { enqueueEmail } from '@/lib/outbox/enqueue-email';
import { PaymentReceiptEmail, paymentReceiptSubject } from '../payment-receipt-email';
import { formatMoney } from '@/lib/core/format-regional';
import { noticeFamilySelect, noticeRecipients } from '@/lib/families/notice-recipients';

/**
 * E-mails the receipt to whoever hears the payments of this student (issue 34): the student, a
 * family's payer for a minor, the adult member and the payer both. E-mails the student a receipt for a confirmed payment (nothing for a deleted student), through the
 * outbox: once written there it is delivered and retried whatever happens to this job.
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
      teacher: { select: { name: true, timezone: true } },
      student: {
        select: { name: true, email: true, deletedAt: true, isMinor: true, family: { select: noticeFamilySelect } },
      },
    },
  });
  if (!payment?.student || payment.student.deletedAt) return { sent: false };
  const amount = formatMoney(payment.amount, payment.currency, undefined, { wholeWithDecimals: true });
  const paidOn = formatInZone(payment.paidAt ?? new Date(), payment.teacher.timezone, 'longDate');
  const recipients = noticeRecipients(payment.student, 'receipt');
  for (const recipient of recipients) {
    await enqueueEmail(db, {
      to: recipient.email,
      subject: paymentReceiptSubject(payment.teacher.name),
      react: createElement(PaymentReceiptEmail, {
        studentName: recipient.name,
        teacherName: payment.teacher.name,
        description:
          recipient.as === 'payer' && recipient.name !== payment.student.name
            ? `${payment.description ?? 'Lessons'} (${payment.student.name})`
            : (payment.description ?? 'Lessons'),
        amount,
        paidOn,
      }),
      teacherId: payment.teacherId,
    });
  }
  return { sent: recipients.length > 0 };
}
