import { Button, Heading, Link, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/core/locale';
import { translator } from '@/lib/i18n/translator';
import { EmailLayout } from '@/lib/mail/templates/email-layout';
import { noticeStyles as styles } from '@/lib/notifications/email-styles';

export type ReviewRequestEmailProps = {
  studentName: string;
  teacherName: string;
  serviceName: string;
  /** The session's start on the student's clock: "Tuesday, 1 December 2026 at 10:00 (Europe/Madrid)". */
  when: string;
  /** The portal's reviews page for this session. */
  reviewUrl: string;
  /** The teacher's student sign-in page, for a reader without a portal session. */
  signInUrl: string;
  /** The student's language (English when not given). */
  locale?: Locale;
};

const say = (locale: Locale | undefined) => translator(locale, 'reviewRequestEmail');

export const reviewRequestSubject = (teacherName: string, locale?: Locale) =>
  say(locale)('subject', { teacher: teacherName });

/** The student is asked to review one completed session, in their language. */
export function ReviewRequestEmail({
  studentName,
  teacherName,
  serviceName,
  when,
  reviewUrl,
  signInUrl,
  locale,
}: ReviewRequestEmailProps) {
  const t = say(locale);
  const values = { teacher: teacherName, service: serviceName };
  return (
    <EmailLayout preview={t('preview', values)} footer={t('footer', values)} locale={locale}>
      <Heading as="h1" style={styles.heading}>
        {t('heading', { student: studentName })}
      </Heading>
      <Text style={styles.text}>{t('lead', values)}</Text>
      <Text style={styles.when}>{t('session', { ...values, when })}</Text>
      <Button href={reviewUrl} style={styles.button}>
        {t('button')}
      </Button>
      <Text style={styles.small}>
        {t.rich('small', {
          link: (chunks: ReactNode) => (
            <Link href={signInUrl} style={styles.link}>
              {chunks}
            </Link>
          ),
        })}
      </Text>
    </EmailLayout>
  );
}
