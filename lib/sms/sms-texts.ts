import 'server-only';
import type { Locale } from '@/lib/core/locale';
import { translator } from '@/lib/i18n/translator';

/**
 * The texts Lektio sends: short (one 160-character segment where the names allow), saying which
 * teacher sends them, as carriers expect; in the student's language (issue 32). The opt-out word
 * stays STOP in every language: it is the keyword the carrier and the inbound handler read.
 */
export function reminderText({
  teacherName,
  serviceName,
  when,
  meetingUrl,
  locale,
}: {
  teacherName: string;
  serviceName: string;
  /** The start on the student's clock, in their format ("Mon 1 Dec, 10:00" / "lun, 1 dic, 10:00"). */
  when: string;
  meetingUrl: string | null;
  locale?: Locale;
}): string {
  const t = translator(locale, 'smsTexts');
  const values = { teacher: teacherName, service: serviceName, when };
  return meetingUrl ? t('reminderWithLink', { ...values, url: meetingUrl }) : t('reminder', values);
}

export function verificationText({
  teacherName,
  code,
  locale,
}: {
  teacherName: string;
  code: string;
  locale?: Locale;
}): string {
  return translator(locale, 'smsTexts')('verification', { code, teacher: teacherName });
}
