/**
 * Fixed periods of the weekly retention job that are not per-teacher settings (decision 0047).
 * Client-safe, so the settings page states the same numbers.
 */

/** Read in-app notifications and the e-mail log (sent or failed e-mails) are kept this long. */
export const notificationLogDays = 180;

/** Unread in-app notifications are kept longer: the teacher may still be meaning to act on one. */
export const unreadNotificationDays = 365;

/**
 * A deletion notice stays good this long after its notice period ends; after that (auto-delete was
 * off meanwhile, the job did not run) a fresh notice is sent before anyone is erased.
 */
export const noticeGraceDays = 28;

/** Students erased per job step: each erasure is its own transaction, a step stays short. */
export const erasuresPerStep = 25;

/** The kinds (`data.kind`) of the in-app notifications the retention job writes (the bell words them by kind). */
export { deletionNoticeKind, overdueErasureKind } from '@/lib/notifications/in-app/erasure-notice-kinds';
