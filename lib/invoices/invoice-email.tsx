import { Heading, Text } from '@react-email/components';
import type { Locale } from '@/lib/core/locale';
import { translator } from '@/lib/i18n/translator';
import { EmailLayout } from '@/lib/mail/templates/email-layout';

export type InvoiceEmailProps = {
  payerName: string;
  teacherName: string;
  kind: 'invoice' | 'credit_note';
  number: string;
  /** Already formatted for reading, e.g. "€121.00". */
  amount: string;
  dueOn: string | null;
  /** The recipient's language (English when not given). */
  locale?: Locale;
};

const styles = {
  heading: { color: '#111827', fontSize: '22px', fontWeight: 600, lineHeight: '30px', margin: '0 0 12px' },
  text: { color: '#374151', fontSize: '15px', lineHeight: '24px', margin: '0 0 16px' },
} as const;

const say = (locale: Locale | undefined) => translator(locale, 'invoiceDocuments.email');

/** "Invoice INV-2026-0001 from Ana" / "Credit note ...", in the recipient's language. */
export const invoiceEmailSubject = ({
  kind,
  number,
  teacherName,
  locale,
}: Pick<InvoiceEmailProps, 'kind' | 'number' | 'teacherName' | 'locale'>) =>
  say(locale)('subject', { kind, number, teacher: teacherName });

/** The message an invoice (or credit note) travels with; the PDF is attached. In the recipient's language. */
export function InvoiceEmail({ payerName, teacherName, kind, number, amount, dueOn, locale }: InvoiceEmailProps) {
  const t = say(locale);
  const values = { teacher: teacherName, kind, number, amount };
  return (
    <EmailLayout preview={t('preview', values)} footer={t('footer', values)} locale={locale}>
      <Heading as="h1" style={styles.heading}>
        {t('heading', { payer: payerName })}
      </Heading>
      <Text style={styles.text}>{dueOn ? t('bodyDue', { ...values, dueOn }) : t('body', values)}</Text>
    </EmailLayout>
  );
}
