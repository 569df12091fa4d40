import { Button, Heading, Text } from '@react-email/components';
import type { Locale } from '@/lib/core/locale';
import { translator } from '@/lib/i18n/translator';
import { EmailLayout } from '@/lib/mail/templates/email-layout';
import { noticeStyles as styles } from '@/lib/notifications/email-styles';

export type DeletionNoticeEmailProps = {
  teacherName: string;
  /** "Ana Ruiz: inactive since 3 Jan 2025, erased from 27 Dec 2026", at most 50 lines. */
  lines: string[];
  /** How many more students the notice covers beyond the lines shown. */
  more: number;
  notifyBeforeDeleteDays: number;
  settingsUrl: string;
  /** The teacher's language (English when not given). */
  locale?: Locale;
};

const row = { color: '#111827', fontSize: '15px', lineHeight: '24px', margin: '0 0 6px' } as const;

const say = (locale: Locale | undefined) => translator(locale, 'deletionNoticeEmail');

/** "3 inactive students will be erased from 27 Dec 2026", in the teacher's language. */
export const deletionNoticeSubject = (count: number, date: string, locale?: Locale) =>
  say(locale)('subject', { count, date });

/** One listed student: "Ana Ruiz: last active 3 Jan 2025, erased from 27 Dec 2026". */
export const deletionNoticeLine = (
  values: { student: string; lastActive: string; erasedFrom: string },
  locale?: Locale,
) => say(locale)('line', values);

/** The notice sent to the teacher before the retention job erases inactive students (decision 0047). */
export function DeletionNoticeEmail({
  teacherName,
  lines,
  more,
  notifyBeforeDeleteDays,
  settingsUrl,
  locale,
}: DeletionNoticeEmailProps) {
  const t = say(locale);
  const count = lines.length + more;
  return (
    <EmailLayout
      preview={t('preview', { count, days: String(notifyBeforeDeleteDays) })}
      footer={t('footer', { url: settingsUrl })}
      locale={locale}
    >
      <Heading as="h1" style={styles.heading}>
        {t('heading', { teacher: teacherName })}
      </Heading>
      <Text style={styles.text}>{t('body')}</Text>
      {lines.map((line) => (
        <Text key={line} style={row}>
          {line}
        </Text>
      ))}
      {more > 0 ? <Text style={row}>{t('more', { count: String(more) })}</Text> : null}
      <Button href={settingsUrl} style={{ ...styles.button, marginTop: '16px' }}>
        {t('button')}
      </Button>
    </EmailLayout>
  );
}
