import { Heading, Text } from '@react-email/components';
import { formatDateTime, formatZoneName } from '@/lib/core/format-regional';
import type { Locale, RegionalFormat } from '@/lib/core/locale';
import { translator } from '@/lib/i18n/translator';
import { EmailLayout } from '@/lib/mail/templates/email-layout';

const styles = {
  heading: { color: '#111827', fontSize: '22px', fontWeight: 600, lineHeight: '30px', margin: '0 0 12px' },
  text: { color: '#374151', fontSize: '15px', lineHeight: '24px', margin: '0 0 16px' },
} as const;

export type TrialEmailProps = {
  studentName: string;
  teacherName: string;
  serviceName: string;
  /** Already formatted in the session's zone, e.g. "Monday, 7 December 2026 at 10:00 (Europe/Madrid)". */
  when: string;
};

const say = (locale: Locale | undefined) => translator(locale, 'trialEmails.rejected');

export const trialRejectedSubject = (teacherName: string, locale?: Locale) =>
  say(locale)('subject', { teacher: teacherName });

/** To the student when the teacher rejects a pending trial, with the reason when one was given; in their language. */
export function TrialRejectedEmail({
  studentName,
  teacherName,
  serviceName,
  when,
  reason,
  locale,
}: TrialEmailProps & { reason: string | null; locale?: Locale }) {
  const t = say(locale);
  return (
    <EmailLayout
      preview={t('preview', { teacher: teacherName, when })}
      footer={t('footer', { teacher: teacherName })}
      locale={locale}
    >
      <Heading as="h1" style={styles.heading}>
        {t('heading', { student: studentName })}
      </Heading>
      <Text style={styles.text}>{t('body', { teacher: teacherName, service: serviceName, when })}</Text>
      {reason ? <Text style={styles.text}>{t('note', { reason })}</Text> : null}
    </EmailLayout>
  );
}

/** The session's start on the student's clock, in words, in their language. */
export function formatTrialTime(startUtc: Date, timeZone: string, regional?: RegionalFormat): string {
  return `${formatDateTime(startUtc, timeZone, 'fullDateTime', regional)} (${formatZoneName(timeZone, regional)})`;
}
