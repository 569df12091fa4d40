import { Button, Heading, Link, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/core/locale';
import { translator } from '@/lib/i18n/translator';
import { EmailLayout } from '@/lib/mail/templates/email-layout';

const styles = {
  heading: { color: '#111827', fontSize: '22px', fontWeight: 600, lineHeight: '30px', margin: '0 0 12px' },
  text: { color: '#374151', fontSize: '15px', lineHeight: '24px', margin: '0 0 16px' },
  button: {
    backgroundColor: '#4f46e5',
    borderRadius: '8px',
    color: '#ffffff',
    fontSize: '15px',
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  link: { color: '#4f46e5' },
} as const;

export type WaitlistOfferEmailProps = {
  studentName: string;
  teacherName: string;
  serviceName: string;
  /** Absolute links: the teacher's public service page and the portal's waitlist. */
  serviceUrl: string;
  waitlistUrl: string;
  /** The student's language (English when not given). */
  locale?: Locale;
};

const say = (locale: Locale | undefined) => translator(locale, 'waitlistEmail');

export const waitlistOfferSubject = (serviceName: string, locale?: Locale) =>
  say(locale)('subject', { service: serviceName });

/** To the first student in line when a place of a service they wait for frees up; in their language. */
export function WaitlistOfferEmail({
  studentName,
  teacherName,
  serviceName,
  serviceUrl,
  waitlistUrl,
  locale,
}: WaitlistOfferEmailProps) {
  const t = say(locale);
  const values = { service: serviceName, teacher: teacherName };
  return (
    <EmailLayout preview={t('preview', values)} footer={t('footer', values)} locale={locale}>
      <Heading as="h1" style={styles.heading}>
        {t('heading', { student: studentName })}
      </Heading>
      <Text style={styles.text}>{t('body', values)}</Text>
      <Button href={serviceUrl} style={styles.button}>
        {t('button')}
      </Button>
      <Text style={{ ...styles.text, margin: '24px 0 0' }}>
        {t.rich('leave', {
          link: (chunks: ReactNode) => (
            <Link href={waitlistUrl} style={styles.link}>
              {chunks}
            </Link>
          ),
        })}
      </Text>
    </EmailLayout>
  );
}
