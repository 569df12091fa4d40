import { Button, Heading, Text } from '@react-email/components';
import type { Locale } from '@/lib/core/locale';
import { translator } from '@/lib/i18n/translator';
import { EmailLayout } from '@/lib/mail/templates/email-layout';
import { noticeStyles as styles } from '@/lib/notifications/email-styles';

export type WeeklyReportEmailProps = {
  teacherName: string;
  /** "16–22 Nov 2026". */
  weekLabel: string;
  /** "Lessons completed: 5", ... in the order shown. */
  lines: string[];
  dashboardUrl: string;
  settingsUrl: string;
  /** The teacher's language (English when not given). */
  locale?: Locale;
};

const row = { color: '#111827', fontSize: '15px', lineHeight: '24px', margin: '0 0 6px' } as const;

const say = (locale: Locale | undefined) => translator(locale, 'weeklyReportEmail');

export const weeklyReportSubject = (weekLabel: string, locale?: Locale) => say(locale)('subject', { week: weekLabel });

/** The Monday summary of last week and the week ahead (toggle "Weekly report"), in the teacher's language. */
export function WeeklyReportEmail({
  teacherName,
  weekLabel,
  lines,
  dashboardUrl,
  settingsUrl,
  locale,
}: WeeklyReportEmailProps) {
  const t = say(locale);
  return (
    <EmailLayout
      preview={t('preview', { week: weekLabel, first: lines[0] ?? '' })}
      footer={t('footer', { url: settingsUrl })}
      locale={locale}
    >
      <Heading as="h1" style={styles.heading}>
        {t('heading', { teacher: teacherName })}
      </Heading>
      <Text style={styles.text}>{t('lastWeek', { week: weekLabel })}</Text>
      {lines.map((line) => (
        <Text key={line} style={row}>
          {line}
        </Text>
      ))}
      <Button href={dashboardUrl} style={{ ...styles.button, marginTop: '16px' }}>
        {t('button')}
      </Button>
    </EmailLayout>
  );
}
