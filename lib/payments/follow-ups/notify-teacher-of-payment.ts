import 'server-only';
import { db } from '@/lib/core/db';
import { createInAppNotification } from '@/lib/notifications/in-app/create-notification';
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
  // The toggle is decided by inAppNotificationEnabled, like every in-app notice (decision 0040).
  const notice = await createInAppNotification(db, {
    teacherId: payment.teacherId,
    studentId: payment.studentId,
    type: 'payment_received',
    title: `${formatMinorUnits(payment.amount, payment.currency)} ${payment.currency} received`,
    body: [payment.student?.name, payment.description].filter(Boolean).join(' - ') || null,
    data: { paymentId: payment.id, href: '/teacher/payments', amount: payment.amount, currency: payment.currency },
    preferences: payment.teacher.notificationPreferences,
  });
  if (!notice) return { notified: false };
  return { notified: true };
}
