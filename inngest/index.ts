import { cleanupAuditLogFunction } from './functions/audit/cleanup-audit-log';
import { syncSessionCalendarEventFunction } from './functions/calendar/sync-session-calendar-event';
import { renewCalendarWatchChannelsFunction } from './functions/calendar/renew-calendar-watch-channels';
import { resyncTeacherCalendarFunction } from './functions/calendar/resync-teacher-calendar';
import { sweepExpiredAuthRecordsFunction } from './functions/auth/sweep-expired-auth-records';
import { expireStaleHoldsFunction } from './functions/booking/expire-stale-holds';
import { copyDriveResourceFunction } from './functions/drive/copy-drive-resource';
import { purgeStoredFilesFunction } from './functions/materials/purge-stored-files';
import { offerReleasedPlaceFunction } from './functions/enrollments/offer-released-place';
import { releaseExpiredReservationsFunction } from './functions/enrollments/release-expired-reservations';
import { notifyExpiringCreditsFunction } from './functions/notifications/notify-expiring-credits';
import { sendSessionRemindersFunction } from './functions/notifications/send-session-reminders';
import { weeklyReportFunction } from './functions/notifications/weekly-report';
import { draftMonthlyInvoicesFunction } from './functions/invoices/draft-monthly-invoices';
import { sendDueScheduledMessagesFunction } from './functions/messages/send-due-scheduled-messages';
import { sendScheduledMessageFunction } from './functions/messages/send-scheduled-message';
import { sweepOutboxFunction } from './functions/outbox/sweep-outbox';
import { cancelSubscriptionFunction } from './functions/payments/cancel-subscription';
import { disputeCreatedFunction } from './functions/payments/dispute-created';
import { paymentReceivedFunction } from './functions/payments/payment-received';
import { trashErasedDriveCopiesFunction } from './functions/privacy/trash-erased-drive-copies';
import {
  lifecycleDetectionForTeacherFunction,
  lifecycleDetectionFunction,
} from './functions/lifecycle/detect-lifecycle-events';
import { retentionForTeacherFunction, retentionJobFunction } from './functions/retention/retention-job';
import {
  contentInsightsForTeacherFunction,
  contentInsightsJobFunction,
} from './functions/insights/content-insights-job';

/** Every Inngest function: served at /api/inngest and run in process when Inngest is not configured. */
export const functions = [
  sweepExpiredAuthRecordsFunction,
  purgeStoredFilesFunction,
  paymentReceivedFunction,
  disputeCreatedFunction,
  cancelSubscriptionFunction,
  expireStaleHoldsFunction,
  releaseExpiredReservationsFunction,
  offerReleasedPlaceFunction,
  sweepOutboxFunction,
  sendSessionRemindersFunction,
  notifyExpiringCreditsFunction,
  weeklyReportFunction,
  draftMonthlyInvoicesFunction,
  sendScheduledMessageFunction,
  sendDueScheduledMessagesFunction,
  trashErasedDriveCopiesFunction,
  copyDriveResourceFunction,
  syncSessionCalendarEventFunction,
  renewCalendarWatchChannelsFunction,
  resyncTeacherCalendarFunction,
  cleanupAuditLogFunction,
  retentionJobFunction,
  retentionForTeacherFunction,
  lifecycleDetectionFunction,
  lifecycleDetectionForTeacherFunction,
  contentInsightsJobFunction,
  contentInsightsForTeacherFunction,
];
