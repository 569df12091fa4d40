import { Button, Heading, Link, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/core/locale';
import { translator } from '@/lib/i18n/translator';
import { EmailLayout } from '@/lib/mail/templates/email-layout';
import { noticeStyles as styles } from '@/lib/notifications/email-styles';

export type ContractEmailProps = {
  studentName: string;
  teacherName: string;
  documentTitle: string;
  version: number;
  /** "Tuesday, 1 December 2026 at 10:00 (Europe/Madrid)", or null without a deadline. */
  expiresWhen: string | null;
  /** The portal's contracts page. */
  contractsUrl: string;
  /** The teacher's student sign-in page, for a reader without a portal session. */
  signInUrl: string;
  /** The student's language (English when not given). */
  locale?: Locale;
};

const say = (locale: Locale | undefined) => translator(locale, 'contractEmail');

export const contractEmailSubject = (teacherName: string, documentTitle: string, locale?: Locale) =>
  say(locale)('subject', { teacher: teacherName, document: documentTitle });

/** The student is asked to sign one legal document in the portal; in the student's language. */
export function ContractEmail({
  studentName,
  teacherName,
  documentTitle,
  version,
  expiresWhen,
  contractsUrl,
  signInUrl,
  locale,
}: ContractEmailProps) {
  const t = say(locale);
  return (
    <EmailLayout
      preview={t('preview', { document: documentTitle })}
      footer={t('footer', { teacher: teacherName })}
      locale={locale}
    >
      <Heading as="h1" style={styles.heading}>
        {t('heading', { student: studentName })}
      </Heading>
      <Text style={styles.text}>{t('lead', { teacher: teacherName })}</Text>
      <Text style={styles.when}>{t('document', { document: documentTitle, version: String(version) })}</Text>
      {expiresWhen ? <Text style={styles.text}>{t('signBefore', { when: expiresWhen })}</Text> : null}
      <Button href={contractsUrl} style={styles.button}>
        {t('button')}
      </Button>
      <Text style={styles.small}>
        {t.rich('signIn', {
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
