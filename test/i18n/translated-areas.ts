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
  'app/error.tsx',
  // The teacher's settings (session 13, i18n-public): every settings page, components/settings and the
  // booking widget's editor. The cancellation-policy and legal-document editors (components/booking/
  // policies, components/legal) are still on the not-yet list.
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
];
