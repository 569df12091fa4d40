/**
 * The folders (and files) whose components are translated: the literal-string guard
 * (test/i18n/literal-strings.test.ts) fails when a component in them writes text a person reads
 * outside the message catalogue. An area joins this list in the commit that translates it
 * (docs/i18n.md). Paths are relative to the project root; every `.tsx` file under a folder counts.
 */
export const translatedAreas: string[] = [
  'components/i18n',
  'app/layout.tsx',
  'app/not-found.tsx',
  'app/not-found-content.tsx',
  'app/document.tsx',
  'app/request-document.tsx',
  'app/public',
  'app/(public)/public-shell.tsx',
  'app/error.tsx',
  'app/(public)/layout.tsx',
  'app/(public)/[slug]/book/[serviceSlug]/page.tsx',
  'components/settings/language-form.tsx',
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
  'components/public/service-card.tsx',
  'components/public/service-list.tsx',
  'components/public/student-sign-in-link.tsx',
  'components/public/teacher-hero.tsx',
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

/** Words that are the same in every language and may be written as they are (brand, symbols). */
export const literalsAllowedEverywhere = new Set(['Lektio', 'LEKTIO']);
