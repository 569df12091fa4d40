/**
 * The folders (and files) whose components are translated: the literal-string guard
 * (test/i18n/literal-strings.test.ts) now looks at every component outside
 * `not-yet-translated.mjs` (decision 0149); this list says which areas were translated, and an area
 * joining it leaves that one in the same commit (the guard fails while it is on both). Paths are relative to the project root; every `.tsx` file under a folder counts.
 */
export const translatedAreas: string[] = [
  'components/i18n',
  'app/layout.tsx',
  'app/not-found.tsx',
  'app/not-found-content.tsx',
  'app/document.tsx',
  'app/bare-document.tsx',
  'app/request-document.tsx',
  'app/public',
  'app/(public)/public-shell.tsx',
  'app/error-page.tsx',
  // The teacher's settings (session 13, i18n-public): every settings page, components/settings and the
  // booking widget's editor (the cancellation-policy and legal-document editors joined in session 14).
  'app/(teacher)/teacher/settings',
  'components/settings',
  'components/widget',
  // The public booking path (issue 32, first areas); the rest of components/booking and
  // components/public join when translated.
  'components/booking/booking-confirmation.tsx',
  'components/booking/booking-for-fields.tsx',
  'components/booking/booking-flow.tsx',
  'components/booking/slot-list.tsx',
  'components/booking/slot-picker.tsx',
  'components/booking/slot-picker-states.tsx',
  'components/booking/time-zone-field.tsx',
  'components/booking/trial-booking-form.tsx',
  'components/booking/booking-questions-fields.tsx',
  // The rest of the public side (session 13, i18n-public): every public page, the home page, the
  // enrollment and time-first forms, consent, public reviews, the landing page's preview.
  'app/(public)',
  'app/page.tsx',
  'components/public',
  'components/marketing',
  'components/booking/booking-unavailable.tsx',
  'components/booking/consent-field.tsx',
  'components/booking/preference-fields.tsx',
  'components/booking/student-booking-form.tsx',
  'components/booking/student-series-preview.tsx',
  'components/reviews/public-rating-stars.tsx',
  'components/reviews/public-rating-summary.tsx',
  'components/reviews/public-reviews.tsx',
  // E-mail templates (issue 32): every e-mail in its reader's language; the texts outside React
  // (subjects, SMS, the invoice PDF, CSV headers) go through lib/i18n/translator and the guards of
  // test/i18n/email-languages.test.tsx.
  'lib/mail/templates',
  'lib/booking/trials/trial-emails.tsx',
  'lib/data-retention/deletion-notice-email.tsx',
  'lib/invoices/invoice-email.tsx',
  'lib/legal/acceptance/contract-email.tsx',
  'lib/notifications/lesson-summary-email.tsx',
  'lib/notifications/student-session-email.tsx',
  'lib/notifications/teacher-session-email.tsx',
  'lib/payments/payment-receipt-email.tsx',
  'lib/reviews/requests/review-request-email.tsx',
  'lib/scheduled-messages/scheduled-message-email.tsx',
  'lib/settings/weekly-report/weekly-report-email.tsx',
  'lib/waitlist/waitlist-offer-email.tsx',
  // The student portal (issue 32): its frame, sessions, session pages, reminders and language
  // settings, homework and waitlist. Pages using shared components (practice, reviews, contracts,
  // invoices, privacy) join when those components are translated.
  'components/portal',
  'app/(portal)/portal/layout.tsx',
  'app/(portal)/portal/page.tsx',
  'app/(portal)/portal/loading.tsx',
  'app/(portal)/portal/sessions',
  'app/(portal)/portal/reminders',
  'app/(portal)/portal/homework',
  'app/(portal)/portal/waitlist',
  'app/(portal)/portal/practice',
  'components/practice',
  'app/(portal)/portal/reviews',
  'app/(portal)/portal/privacy',
  'app/(portal)/portal/invoices',
  'app/(portal)/portal/contracts',
  'app/(teacher)/teacher/students/loading.tsx',
  'components/legal/sign-contract-button.tsx',
  'components/legal/acceptance-history.tsx',
  'components/legal/contracts-list.tsx',
  'components/legal/legal-badges.tsx',
  'components/legal/student-legal-standing.tsx',
  'components/privacy/my-data-export-button.tsx',
  'components/privacy/erasure-status.tsx',
  'components/privacy/erasure-request-button.tsx',
  'components/reviews/review-stars.tsx',
  'components/reviews/student-review-dialog.tsx',
  'components/reviews/student-review-delete-button.tsx',
  'components/reviews/student-review-form.tsx',
  // Sign-in: the teacher's and the student's pages, the magic link's landing, sign-out.
  'app/(auth)',
  'components/auth',
  // The teacher's families (issue 34, namespace teacherFamilies).
  'components/families',
  'app/(teacher)/teacher/families',
  // The teacher's management area (issue 32, part A): the shell, the dashboard, the calendar and
  // the session pages.
  'app/(teacher)/teacher/layout.tsx',
  'app/(teacher)/teacher/loading.tsx',
  'app/(teacher)/teacher/page.tsx',
  'components/teacher',
  'components/dashboard',
  'app/(teacher)/teacher/calendar',
  'components/calendar-view',
  'app/(teacher)/teacher/sessions',
  // The session pages' components (session 14, namespace teacherSessionTools): the list, the
  // booking form and its series preview, the actions and their dialogs, content, materials, homework.
  'components/booking/sessions',
  'components/availability',
  // Services: the pages and every component of components/catalogue, the service editor included
  // (session 14: namespace teacherServiceEditor; its schema's sentences in errors.json).
  'app/(teacher)/teacher/services',
  'components/catalogue',
  // Onboarding and scheduled messages (the onboarding checklist's components are settings').
  'app/(teacher)/teacher/onboarding',
  'app/(teacher)/teacher/messages',
  'components/scheduled-messages',
  // Shared UI words (dialogs, paging, date picker, filters, status names): namespace `ui`.
  'components/ui',
  'components/forms',
  // Teacher area, part B (issue 32): the student profile, board and new-student page (the roster list
  // and its table are translated with the roster's rewrite), materials.
  'app/(teacher)/teacher/students/[id]',
  'app/(teacher)/teacher/students/board',
  'app/(teacher)/teacher/students/new',
  'components/students/add-student-form.tsx',
  'components/students/contact-log-form.tsx',
  'components/students/impersonate-button.tsx',
  'components/students/student-actions.tsx',
  'components/students/student-board.tsx',
  'components/students/student-edit-form.tsx',
  'components/students/student-fields.tsx',
  'components/students/student-timeline.tsx',
  'app/(teacher)/teacher/materials',
  'components/materials',
  'app/(teacher)/teacher/insights',
  'components/insights',
  'components/analytics',
  'components/notifications',
  'components/waitlist',
  'app/(teacher)/teacher/payments',
  'components/payments',
  'app/(teacher)/teacher/discounts',
  'components/discounts',
  // Reviews, the teacher's side (the import dialog and its preview are left in English for now).
  'app/(teacher)/teacher/reviews',
  'components/reviews/teacher-reviews-table.tsx',
  'components/reviews/review-distribution-chart.tsx',
  'components/reviews/review-respond-dialog.tsx',
  'components/reviews/review-moderation-buttons.tsx',
  'components/reviews/review-request-button.tsx',
  // The teacher's roster list (issue 38, namespace teacherRoster); the profile and the board join
  // with the rest of the students area.
  'app/(teacher)/teacher/students/page.tsx',
  'components/students/roster-table.tsx',
  'components/students/roster-selection.tsx',
  'components/students/roster-bulk-actions.tsx',
  'components/students/export-students-button.tsx',
  // Invoices (issue 32, session 14): the teacher's list and detail, the invoice dialogs and the
  // billing settings form (namespace teacherInvoices), the payer's family page (portalFamily), and
  // the CalDAV reconnect e-mail in the teacher's language (caldavReconnectEmail).
  'app/(teacher)/teacher/invoices',
  'components/invoices',
  'app/(portal)/portal/family',
  'lib/calendar-sync/caldav/caldav-reconnect-email.tsx',
  // The settings' cancellation-policy editor (teacherPolicies: rules in words, every action and
  // operator by key) and legal-document editors (teacherLegal), session 14.
  'components/booking/policies',
  'components/legal',
  // The rest of the teacher's part B (session 14, i18n-privacy): the students' loading page, the audit
  // log, privacy, imports, data retention, the review import (namespaces teacherAudit, teacherPrivacy,
  // teacherImports, teacherRetention, teacherReviewImport).
  'app/(teacher)/teacher/students',
  'app/(teacher)/teacher/audit-log',
  'components/audit',
  'app/(teacher)/teacher/privacy',
  'components/privacy',
  'app/(teacher)/teacher/imports',
  'components/imports',
  'components/data-retention',
  'components/reviews/review-import-dialog.tsx',
  'components/reviews/review-import-preview.tsx',
];
