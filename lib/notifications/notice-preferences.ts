/** The seven toggles of Teacher.notificationPreferences (spec: settings, notification toggles). */
export const notificationToggles = [
  'newBooking',
  'bookingConfirmed',
  'bookingCancelled',
  'sessionReminder',
  'paymentReceived',
  'creditsExpiring',
  'weeklyReport',
] as const;
export type NotificationToggle = (typeof notificationToggles)[number];

/** What happened to a session; each kind is one e-mail to the student and, per toggle, one to the teacher. */
export type SessionNoticeKind = 'booked' | 'confirmed' | 'cancelled' | 'rescheduled';

/**
 * The toggle that decides whether the teacher hears of a session change someone else made (decision
 * 0027). A move is a change of a booking the teacher relies on, told under "new booking".
 */
export const teacherNoticeToggle: Record<SessionNoticeKind, NotificationToggle> = {
  booked: 'newBooking',
  confirmed: 'bookingConfirmed',
  cancelled: 'bookingCancelled',
  rescheduled: 'newBooking',
};

/** Whether a toggle is on. The stored JSON may predate a key, or be hand-edited: only `false` is off. */
export function isToggleOn(preferences: unknown, toggle: NotificationToggle): boolean {
  if (!preferences || typeof preferences !== 'object') return true;
  return (preferences as Record<string, unknown>)[toggle] !== false;
}
