import { Button, Heading, Link, Text } from '@react-email/components';
import type { Locale } from '@/lib/core/locale';
import { translator } from '@/lib/i18n/translator';
import { EmailLayout } from './email-layout';

export type MagicLinkEmailProps = {
  studentName: string;
  teacherName: string;
  signInUrl: string;
  expiresInMinutes: number;
  /** The student's language (English when not given). */
  locale?: Locale;
};

const styles = {
  heading: { color: '#111827', fontSize: '22px', fontWeight: 600, lineHeight: '30px', margin: '0 0 12px' },
  text: { color: '#374151', fontSize: '15px', lineHeight: '24px', margin: '0 0 16px' },
  button: {
    backgroundColor: '#4f46e5',
    borderRadius: '8px',
    color: '#ffffff',
    display: 'inline-block',
    fontSize: '15px',
    fontWeight: 600,
    padding: '12px 22px',
    textDecoration: 'none',
  },
  small: { color: '#6b7280', fontSize: '13px', lineHeight: '20px', margin: '20px 0 4px' },
  link: { color: '#4f46e5', fontSize: '13px', lineHeight: '20px', wordBreak: 'break-all' },
} as const;

const say = (locale: Locale | undefined) => translator(locale, 'magicLinkEmail');

export const magicLinkEmailSubject = (teacherName: string, locale?: Locale) =>
  say(locale)('subject', { teacher: teacherName });

/** The magic-link e-mail: one button, the same link spelled out, and when it stops working; in the student's language. */
export function MagicLinkEmail({ studentName, teacherName, signInUrl, expiresInMinutes, locale }: MagicLinkEmailProps) {
  const t = say(locale);
  const minutes = String(expiresInMinutes);
  return (
    <EmailLayout preview={t('preview', { teacher: teacherName, minutes })} footer={t('footer')} locale={locale}>
      <Heading as="h1" style={styles.heading}>
        {t('heading')}
      </Heading>
      <Text style={styles.text}>{t('greeting', { student: studentName, teacher: teacherName })}</Text>
      <Button href={signInUrl} style={styles.button}>
        {t('button')}
      </Button>
      <Text style={styles.small}>{t('copyLink')}</Text>
      <Link href={signInUrl} style={styles.link}>
        {signInUrl}
      </Link>
      <Text style={styles.small}>{t('expiry', { minutes })}</Text>
    </EmailLayout>
  );
}
