/**
 * The toggles of Teacher.notificationPreferences: the spec's seven, and `lessonSummary` (issue 33:
 * the student's e-mail after a completed lesson with a summary or homework, on by default).
 */
export const notificationToggles = [
  'newBooking',
  'bookingConfirmed',
  'bookingCancelled',
  'sessionReminder',
  'paymentReceived',
  'creditsExpiring',
  'weeklyReport',
  'lessonSummary',
] as const;
export type NotificationToggle = (typeof notificationToggles)[number];
export type NotificationPreferences = Record<NotificationToggle, boolean>;

/** Spec: every toggle starts on except the weekly report (the same as the column's default JSON). */
export const notificationToggleDefaults: Readonly<NotificationPreferences> = {
  newBooking: true,
  bookingConfirmed: true,
  bookingCancelled: true,
  sessionReminder: true,
  paymentReceived: true,
  creditsExpiring: true,
  weeklyReport: false,
  lessonSummary: true,
};

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

/**
 * Whether a toggle is on. The stored JSON may predate a key, or be hand-edited: a stored boolean
 * wins; anything else (missing key, `"no"`, no JSON at all) is that toggle's spec default, so a
 * weekly report nobody asked for is never sent.
 */
export function isToggleOn(preferences: unknown, toggle: NotificationToggle): boolean {
  const stored =
    preferences && typeof preferences === 'object' ? (preferences as Record<string, unknown>)[toggle] : undefined;
  return typeof stored === 'boolean' ? stored : notificationToggleDefaults[toggle];
}

/** All toggles in force for the stored JSON (defaults filled in, unknown keys dropped). */
export function resolveNotificationPreferences(preferences: unknown): NotificationPreferences {
  return Object.fromEntries(
    notificationToggles.map((toggle) => [toggle, isToggleOn(preferences, toggle)]),
  ) as NotificationPreferences;
}
