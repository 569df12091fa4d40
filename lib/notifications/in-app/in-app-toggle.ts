import type { NotificationType } from '@/generated/prisma/enums';
import { isToggleOn, type NotificationToggle } from '../notice-preferences';

/**
 * The toggle of Teacher.notificationPreferences that governs each in-app notification type
 * (decision 0040). A type without one is always written (streak_record, review_received,
 * erasure_requested, dispute_created).
 */
export const inAppNotificationToggle: Partial<Record<NotificationType, NotificationToggle>> = {
  new_booking: 'newBooking',
  // A trial request is a new booking waiting for the teacher: the same toggle as its e-mail.
  trial_requested: 'newBooking',
  booking_confirmed: 'bookingConfirmed',
  booking_cancelled: 'bookingCancelled',
  session_reminder: 'sessionReminder',
  payment_received: 'paymentReceived',
  credits_expiring: 'creditsExpiring',
  weekly_report: 'weeklyReport',
};

/**
 * The one place that decides whether an in-app notification of `type` is written for a teacher
 * with these stored preferences. The settings toggles only have to switch it.
 */
export function inAppNotificationEnabled(preferences: unknown, type: NotificationType): boolean {
  const toggle = inAppNotificationToggle[type];
  return toggle === undefined ? true : isToggleOn(preferences, toggle);
}
