import { Heading, Text } from '@react-email/components';
import { EmailLayout } from '@/lib/mail/templates/email-layout';

export type InvoiceEmailProps = {
  payerName: string;
  teacherName: string;
  title: string;
  /** Already formatted for reading, e.g. "€121.00". */
  amount: string;
  dueOn: string | null;
};

const styles = {
  heading: { color: '#111827', fontSize: '22px', fontWeight: 600, lineHeight: '30px', margin: '0 0 12px' },
  text: { color: '#374151', fontSize: '15px', lineHeight: '24px', margin: '0 0 16px' },
} as const;

/** The message an invoice (or credit note) travels with; the PDF is attached. */
export function InvoiceEmail({ payerName, teacherName, title, amount, dueOn }: InvoiceEmailProps) {
  return (
    <EmailLayout
      preview={`${title} from ${teacherName}: ${amount}`}
      footer={`You received this e-mail because ${teacherName} sent you a document through Lektio.`}
    >
      <Heading as="h1" style={styles.heading}>
        Hello {payerName}
      </Heading>
      <Text style={styles.text}>
        {teacherName} sent you {title}, for {amount}. You find it attached as a PDF
        {dueOn ? `; it is due on ${dueOn}` : ''}.
      </Text>
    </EmailLayout>
  );
}
