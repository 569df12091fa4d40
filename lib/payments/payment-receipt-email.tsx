import { Heading, Text } from '@react-email/components';
import { EmailLayout } from '@/lib/mail/templates/email-layout';

export type PaymentReceiptEmailProps = {
  studentName: string;
  teacherName: string;
  description: string;
  /** Already formatted for reading, e.g. "€121.00". */
  amount: string;
  paidOn: string;
};

const styles = {
  heading: { color: '#111827', fontSize: '22px', fontWeight: 600, lineHeight: '30px', margin: '0 0 12px' },
  text: { color: '#374151', fontSize: '15px', lineHeight: '24px', margin: '0 0 16px' },
  amount: { color: '#111827', fontSize: '28px', fontWeight: 600, margin: '0 0 16px' },
} as const;

export const paymentReceiptSubject = (teacherName: string) => `Your payment to ${teacherName}`;

/** The receipt a student gets once the processor has confirmed a payment. */
export function PaymentReceiptEmail({
  studentName,
  teacherName,
  description,
  amount,
  paidOn,
}: PaymentReceiptEmailProps) {
  return (
    <EmailLayout
      preview={`${amount} paid to ${teacherName} for ${description}`}
      footer={`You received this e-mail because you paid ${teacherName} through Lektio. The payment was processed by ${teacherName}'s own payment account.`}
    >
      <Heading as="h1" style={styles.heading}>
        Thank you, {studentName}
      </Heading>
      <Text style={styles.amount}>{amount}</Text>
      <Text style={styles.text}>
        {description}, paid to {teacherName} on {paidOn}.
      </Text>
    </EmailLayout>
  );
}
