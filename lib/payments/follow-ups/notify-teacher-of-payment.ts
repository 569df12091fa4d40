import 'server-only';
import { db } from '@/lib/core/db';
import { formatMinorUnits } from '../minor-units';

/** An in-app notice "payment received", unless the teacher turned that toggle off. */
export async function notifyTeacherOfPayment(paymentId: string): Promise<{ notified: boolean }> {
  const payment = await db.payment.findUnique({
    where: { id: paymentId },
    select: {
      id: true,
      teacherId: true,
      studentId: true,
      amount: true,
      currency: true,
      description: true,
      teacher: { select: { notificationPreferences: true } },
      student: { select: { name: true } },
    },
  });
  if (!payment) return { notified: false };
  const preferences = payment.teacher.notificationPreferences as { paymentReceived?: boolean } | null;
  if (preferences?.paymentReceived === false) return { notified: false };
  await db.notification.create({
    data: {
      teacherId: payment.teacherId,
      studentId: payment.studentId,
      type: 'payment_received',
      title: `${formatMinorUnits(payment.amount, payment.currency)} ${payment.currency} received`,
      body: [payment.student?.name, payment.description].filter(Boolean).join(' - ') || null,
      data: { paymentId: payment.id },
    },
  });
  return { notified: true };
}
