import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { transaction } from '@/lib/outbox/transaction';
import { createStudent, createTeacher } from '@/test/factories';
import { createInAppNotification } from './create-notification';
import { inAppNotificationEnabled } from './in-app-toggle';

describe('inAppNotificationEnabled', () => {
  it('follows the toggle of each toggled type; only false turns it off', () => {
    const off = {
      newBooking: false,
      bookingConfirmed: false,
      bookingCancelled: false,
      paymentReceived: false,
      creditsExpiring: false,
    };
    for (const type of [
      'new_booking',
      'trial_requested',
      'booking_confirmed',
      'booking_cancelled',
      'payment_received',
      'credits_expiring',
    ] as const) {
      expect(inAppNotificationEnabled(off, type)).toBe(false);
      expect(inAppNotificationEnabled({}, type)).toBe(true);
      expect(inAppNotificationEnabled(null, type)).toBe(true);
    }
    expect(inAppNotificationEnabled({ newBooking: 'no' }, 'new_booking')).toBe(true);
    expect(inAppNotificationEnabled({ newBooking: false }, 'booking_cancelled')).toBe(true);
  });

  it('types without a toggle are always on', () => {
    const everythingOff = Object.fromEntries(
      [
        'newBooking',
        'bookingConfirmed',
        'bookingCancelled',
        'sessionReminder',
        'paymentReceived',
        'creditsExpiring',
        'weeklyReport',
      ].map((key) => [key, false]),
    );
    for (const type of ['streak_record', 'review_received', 'erasure_requested', 'dispute_created'] as const) {
      expect(inAppNotificationEnabled(everythingOff, type)).toBe(true);
    }
  });
});

describe('createInAppNotification', () => {
  it('writes one unread row in the caller’s transaction when the toggle is on', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const created = await transaction((tx) =>
      createInAppNotification(tx, {
        teacherId: teacher.id,
        type: 'new_booking',
        title: 'New booking: Ana',
        body: 'Spanish, Mon 23 Nov, 09:30',
        data: { href: '/teacher/sessions/x' },
        studentId: student.id,
      }),
    );
    expect(created).toEqual({ id: expect.any(String) });
    expect(await db.notification.findMany({ where: { teacherId: teacher.id } })).toEqual([
      expect.objectContaining({
        id: created!.id,
        type: 'new_booking',
        title: 'New booking: Ana',
        body: 'Spanish, Mon 23 Nov, 09:30',
        data: { href: '/teacher/sessions/x' },
        studentId: student.id,
        recipientRole: 'teacher',
        readAt: null,
      }),
    ]);
  });

  it('writes nothing when the toggle is off (read from the teacher, or given), and always for untoggled types', async () => {
    const teacher = await createTeacher({ notificationPreferences: { newBooking: false, paymentReceived: false } });
    const none = await transaction(async (tx) => [
      await createInAppNotification(tx, { teacherId: teacher.id, type: 'new_booking', title: 'x' }),
      await createInAppNotification(tx, {
        teacherId: teacher.id,
        type: 'booking_cancelled',
        title: 'x',
        preferences: { bookingCancelled: false },
      }),
    ]);
    expect(none).toEqual([null, null]);
    await transaction((tx) =>
      createInAppNotification(tx, { teacherId: teacher.id, type: 'streak_record', title: 'New record: 5 days' }),
    );
    expect(await db.notification.findMany({ where: { teacherId: teacher.id }, select: { type: true } })).toEqual([
      { type: 'streak_record' },
    ]);
  });

  it('a rolled-back transaction leaves no notification', async () => {
    const teacher = await createTeacher();
    await expect(
      transaction(async (tx) => {
        await createInAppNotification(tx, { teacherId: teacher.id, type: 'review_received', title: 'x' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await db.notification.count({ where: { teacherId: teacher.id } })).toBe(0);
  });
});
