import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { notifyTeacherOfPayment } from './notify-teacher-of-payment';

async function paid(preferences?: object) {
  const teacher = await createTeacher(preferences ? { notificationPreferences: preferences } : {});
  const student = await createStudent({ teacherId: teacher.id, name: 'Ana Ruiz' });
  const payment = await db.payment.create({
    data: {
      teacherId: teacher.id,
      studentId: student.id,
      amount: 12_100,
      currency: 'EUR',
      status: 'succeeded',
      description: '10 lessons',
      paidAt: new Date(),
    },
  });
  return { teacher, student, payment };
}

describe('notifyTeacherOfPayment (in-app payment_received)', () => {
  it('toggle on: one payment_received row linking to the payments page', async () => {
    const { teacher, student, payment } = await paid();
    expect(await notifyTeacherOfPayment(payment.id)).toEqual({ notified: true });
    expect(await db.notification.findMany({ where: { teacherId: teacher.id } })).toEqual([
      expect.objectContaining({
        type: 'payment_received',
        title: '121.00 EUR received',
        body: 'Ana Ruiz - 10 lessons',
        studentId: student.id,
        data: { paymentId: payment.id, href: '/teacher/payments', amount: 12100, currency: 'EUR' },
      }),
    ]);
  });

  it('toggle off: no row', async () => {
    const { teacher, payment } = await paid({ paymentReceived: false });
    expect(await notifyTeacherOfPayment(payment.id)).toEqual({ notified: false });
    expect(await db.notification.count({ where: { teacherId: teacher.id } })).toBe(0);
  });
});
