import { Button, Heading, Text } from '@react-email/components';
import type { Locale } from '@/lib/core/locale';
import { translator } from '@/lib/i18n/translator';
import { EmailLayout } from '@/lib/mail/templates/email-layout';
import { noticeStyles as styles } from './email-styles';

export type LessonSummaryEmailProps = {
  studentName: string;
  teacherName: string;
  serviceName: string;
  /** The lesson's day on the student's clock. */
  when: string;
  summary: string | null;
  homework: string | null;
  /** "Friday 4 December", on the student's clock; null without a due date. */
  dueOn: string | null;
  sessionUrl: string;
  /** The student's language (English when not given). */
  locale?: Locale;
};

const say = (locale: Locale | undefined) => translator(locale, 'lessonSummaryEmail');

export const lessonSummarySubject = ({
  teacherName,
  serviceName,
  locale,
}: Pick<LessonSummaryEmailProps, 'teacherName' | 'serviceName' | 'locale'>) =>
  say(locale)('subject', { service: serviceName, teacher: teacherName });

/** The student's e-mail after a completed lesson: what the teacher wrote (issue 33 item 5), around it their language. */
export function LessonSummaryEmail(props: LessonSummaryEmailProps) {
  const { studentName, teacherName, serviceName, when, summary, homework, dueOn, sessionUrl, locale } = props;
  const t = say(locale);
  const values = { service: serviceName, teacher: teacherName };
  return (
    <EmailLayout preview={t('preview', values)} footer={t('footer', values)} locale={locale}>
      <Heading as="h1" style={styles.heading}>
        {t('heading', { student: studentName })}
      </Heading>
      <Text style={styles.text}>{t('lead', { ...values, when })}</Text>
      {summary ? (
        <>
          <Heading as="h2" style={styles.heading}>
            {t('summary')}
          </Heading>
          <Text style={{ ...styles.text, whiteSpace: 'pre-line' }}>{summary}</Text>
        </>
      ) : null}
      {homework ? (
        <>
          <Heading as="h2" style={styles.heading}>
            {t('homework')}
          </Heading>
          <Text style={{ ...styles.text, whiteSpace: 'pre-line' }}>{homework}</Text>
          {dueOn ? <Text style={styles.when}>{t('due', { dueOn })}</Text> : null}
        </>
      ) : null}
      <Button href={sessionUrl} style={styles.button}>
        {t('button')}
      </Button>
    </EmailLayout>
  );
}
