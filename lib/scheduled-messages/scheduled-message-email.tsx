import { Heading, Text } from '@react-email/components';
import type { Locale } from '@/lib/core/locale';
import { translator } from '@/lib/i18n/translator';
import { EmailLayout } from '@/lib/mail/templates/email-layout';
import { noticeStyles as styles } from '@/lib/notifications/email-styles';

export type ScheduledMessageEmailProps = {
  teacherName: string;
  subject: string;
  /** The teacher's text, plain: React escapes it, so no markup a teacher types ever becomes HTML. */
  body: string;
  /** The student's language for what Lektio adds around the teacher's text (English when not given). */
  locale?: Locale;
};

const say = (locale: Locale | undefined) => translator(locale, 'scheduledMessageEmail');

/** The subject of a message the teacher left without one: "A message from Ana", in the student's language. */
export const scheduledMessageDefaultSubject = (teacherName: string, locale?: Locale) =>
  say(locale)('defaultSubject', { teacher: teacherName });

/**
 * A message the teacher wrote and scheduled: their subject as the heading, their text paragraph by
 * paragraph, as written; the preview, footer and signature in the student's language.
 */
export function ScheduledMessageEmail({ teacherName, subject, body, locale }: ScheduledMessageEmailProps) {
  const t = say(locale);
  const paragraphs = body.split(/\n{2,}/).filter((paragraph) => paragraph.trim());
  return (
    <EmailLayout
      preview={t('preview', { teacher: teacherName, subject })}
      footer={t('footer', { teacher: teacherName })}
      locale={locale}
    >
      <Heading as="h1" style={styles.heading}>
        {subject}
      </Heading>
      {paragraphs.map((paragraph, index) => (
        <Text key={index} style={{ ...styles.text, whiteSpace: 'pre-line' }}>
          {paragraph}
        </Text>
      ))}
      <Text style={styles.small}>{t('signature', { teacher: teacherName })}</Text>
    </EmailLayout>
  );
}
