import { Heading, Text } from '@react-email/components';
import type { Locale } from '@/lib/core/locale';
import { translator } from '@/lib/i18n/translator';
import { EmailLayout } from '@/lib/mail/templates/email-layout';

export type PaymentReceiptEmailProps = {
  studentName: string;
  teacherName: string;
  description: string;
  /** Already formatted for reading, e.g. "€121.00". */
  amount: string;
  paidOn: string;
  /** The student's language (English when not given). */
  locale?: Locale;
};

const styles = {
  heading: { color: '#111827', fontSize: '22px', fontWeight: 600, lineHeight: '30px', margin: '0 0 12px' },
  text: { color: '#374151', fontSize: '15px', lineHeight: '24px', margin: '0 0 16px' },
  amount: { color: '#111827', fontSize: '28px', fontWeight: 600, margin: '0 0 16px' },
} as const;

const say = (locale: Locale | undefined) => translator(locale, 'paymentReceiptEmail');

export const paymentReceiptSubject = (teacherName: string, locale?: Locale) =>
  say(locale)('subject', { teacher: teacherName });

/** What a payment without a description is for ("Lessons"), in the student's language. */
export const paymentReceiptDefaultDescription = (locale?: Locale) => say(locale)('defaultDescription');

/** The receipt a student gets once the processor has confirmed a payment, in their language. */
export function PaymentReceiptEmail({
  studentName,
  teacherName,
  description,
  amount,
  paidOn,
  locale,
}: PaymentReceiptEmailProps) {
  const t = say(locale);
  return (
    <EmailLayout
      preview={t('preview', { amount, teacher: teacherName, description })}
      footer={t('footer', { teacher: teacherName })}
      locale={locale}
    >
      <Heading as="h1" style={styles.heading}>
        {t('heading', { student: studentName })}
      </Heading>
      <Text style={styles.amount}>{amount}</Text>
      <Text style={styles.text}>{t('body', { description, teacher: teacherName, paidOn })}</Text>
    </EmailLayout>
  );
}
