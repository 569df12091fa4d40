import * as accountContracts from '@/lib/auth/account-contracts';
import * as authContracts from '@/lib/auth/contracts';
import * as availabilityContracts from '@/lib/availability/contracts';
import * as bookingContracts from '@/lib/booking/contracts';
import * as magicLinkContracts from '@/lib/auth/magic-link/contracts';
import * as catalogueContracts from '@/lib/catalogue/contracts';
import * as catalogueScheduleContracts from '@/lib/catalogue/schedule-contracts';
import * as bookingQuestionContracts from '@/lib/catalogue/booking-questions-contracts';
import * as discountContracts from '@/lib/discounts/contracts';
import * as driveContracts from '@/lib/drive/contracts';
import * as enrollmentContracts from '@/lib/enrollments/contracts';
import * as enrollContracts from '@/lib/enrollments/enroll-contracts';
import * as legalContracts from '@/lib/legal/contracts';
import * as devMailboxContracts from '@/lib/mail/dev-mailbox/contracts';
import * as notificationContracts from '@/lib/notifications/contracts';
import * as inAppNotificationContracts from '@/lib/notifications/in-app/contracts';
import * as paymentContracts from '@/lib/payments/contracts';
import * as settingsContracts from '@/lib/settings/contracts';
import * as smsContracts from '@/lib/sms/contracts';
import * as studentContracts from '@/lib/students/contracts';
import * as familyContracts from '@/lib/families/contracts';
import * as systemContracts from '@/lib/system/contracts';
import * as trialContracts from '@/lib/booking/trials/contracts';
import * as timeFirstContracts from '@/lib/booking/time-first/contracts';
import * as studentSessionContracts from '@/lib/booking/student/contracts';
import * as waitlistContracts from '@/lib/waitlist/contracts';
import * as calendarContracts from '@/lib/calendar-view/contracts';
import * as seriesContracts from '@/lib/booking/series/contracts';
import * as calendarFeedContracts from '@/lib/calendar-feeds/contracts';
import * as teacherRescheduleContracts from '@/lib/booking/reschedule-contracts';
import * as materialFolderContracts from '@/lib/materials/folders/contracts';
import * as resourceContracts from '@/lib/materials/resources/contracts';
import * as resourceUploadContracts from '@/lib/materials/uploads/contracts';
import * as lessonTemplateContracts from '@/lib/materials/templates/contracts';
import * as materialsTrashContracts from '@/lib/materials/trash/contracts';
import * as materialsSearchContracts from '@/lib/materials/search/contracts';
import * as materialsBulkContracts from '@/lib/materials/bulk/contracts';
import * as reviewContracts from '@/lib/reviews/contracts';
import * as reviewImportContracts from '@/lib/reviews/import/contracts';
import * as reviewRequestContracts from '@/lib/reviews/requests/contracts';
import * as publicReviewContracts from '@/lib/reviews/public/contracts';
import * as dashboardContracts from '@/lib/dashboard/contracts';
import * as scheduledMessageContracts from '@/lib/scheduled-messages/contracts';
import * as widgetContracts from '@/lib/widget/contracts';
import * as analyticsContracts from '@/lib/analytics/contracts';
import * as retentionContracts from '@/lib/data-retention/contracts';
import * as contentInsightContracts from '@/lib/insights/content/contracts';
import * as performanceInsightContracts from '@/lib/insights/performance/contracts';
import * as insightsLayoutContracts from '@/lib/insights/layout/contracts';
import * as retentionInsightContracts from '@/lib/insights/student-retention/contracts';
import * as auditContracts from '@/lib/audit/contracts';
import * as privacyContracts from '@/lib/privacy/contracts';
import * as practiceContracts from '@/lib/practice/contracts';
import * as teacherPrivacyContracts from '@/lib/privacy/teacher-contracts';
import * as googleIntegrationContracts from '@/lib/google-connection/contracts';
import * as importContracts from '@/lib/imports/contracts';
import * as invoiceContracts from '@/lib/invoices/contracts';
import * as caldavContracts from '@/lib/calendar-sync/caldav/contracts';
import * as familyPortalContracts from '@/lib/families/portal/contracts';
import type { RouteContract } from '@/lib/core/route-contract';

/**
 * Every route contract of the API, in one list: the OpenAPI document is built from it and
 * `routes.test.ts` fails when an `app/api/**\/route.ts` has no contract here.
 *
 * Each new area adds its contracts here: `import * as <area>Contracts from '@/lib/<area>/contracts'`
 * and one entry in `areaContracts`. Every contract an area's contracts.ts exports is then listed.
 */
const areaContracts: readonly Record<string, unknown>[] = [
  smsContracts,
  familyPortalContracts,
  accountContracts,
  authContracts,
  driveContracts,
  availabilityContracts,
  bookingContracts,
  magicLinkContracts,
  catalogueContracts,
  catalogueScheduleContracts,
  bookingQuestionContracts,
  discountContracts,
  familyContracts,
  enrollmentContracts,
  enrollContracts,
  legalContracts,
  devMailboxContracts,
  notificationContracts,
  inAppNotificationContracts,
  paymentContracts,
  settingsContracts,
  studentContracts,
  systemContracts,
  trialContracts,
  timeFirstContracts,
  studentSessionContracts,
  waitlistContracts,
  calendarContracts,
  calendarFeedContracts,
  teacherRescheduleContracts,
  seriesContracts,
  materialFolderContracts,
  resourceContracts,
  lessonTemplateContracts,
  materialsTrashContracts,
  resourceUploadContracts,
  practiceContracts,
  materialsSearchContracts,
  materialsBulkContracts,
  reviewContracts,
  reviewImportContracts,
  reviewRequestContracts,
  publicReviewContracts,
  dashboardContracts,
  scheduledMessageContracts,
  widgetContracts,
  analyticsContracts,
  retentionContracts,
  contentInsightContracts,
  performanceInsightContracts,
  retentionInsightContracts,
  insightsLayoutContracts,
  auditContracts,
  privacyContracts,
  teacherPrivacyContracts,
  googleIntegrationContracts,
  importContracts,
  invoiceContracts,
  caldavContracts,
];

const httpMethods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** contracts.ts files may also export helper schemas; only route contracts are kept. */
function isRouteContract(value: unknown): value is RouteContract {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof RouteContract, unknown>>;
  return (
    typeof candidate.method === 'string' &&
    httpMethods.has(candidate.method) &&
    typeof candidate.path === 'string' &&
    typeof candidate.auth === 'string' &&
    typeof candidate.responses === 'object'
  );
}

export const routeContracts: readonly RouteContract[] = areaContracts.flatMap((area) =>
  Object.values(area).filter(isRouteContract),
);
