import { Button, Heading, Link, Text } from '@react-email/components';
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
};

export const waitlistOfferSubject = (serviceName: string) => `A place opened in ${serviceName}`;

/** To the first student in line when a place of a service they wait for frees up. */
export function WaitlistOfferEmail({
  studentName,
  teacherName,
  serviceName,
  serviceUrl,
  waitlistUrl,
}: WaitlistOfferEmailProps) {
  return (
    <EmailLayout
      preview={`A place opened in ${serviceName}`}
      footer={`You received this e-mail because you joined the waitlist of ${serviceName} with ${teacherName} on Lektio.`}
    >
      <Heading as="h1" style={styles.heading}>
        Good news, {studentName}
      </Heading>
      <Text style={styles.text}>
        A place opened in {serviceName} with {teacherName}. You were first in line, so it is offered to you now.
      </Text>
      <Button href={serviceUrl} style={styles.button}>
        Book your place
      </Button>
      <Text style={{ ...styles.text, margin: '24px 0 0' }}>
        No longer interested? Leave the waitlist from{' '}
        <Link href={waitlistUrl} style={styles.link}>
          your waitlist page
        </Link>{' '}
        so that the next student gets the offer.
      </Text>
    </EmailLayout>
  );
}
