import { Button, Heading, Link, Text } from '@react-email/components';
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
};

export const contractEmailSubject = (teacherName: string, documentTitle: string) =>
  `${teacherName} asks you to read and sign "${documentTitle}"`;

/** The student is asked to sign one legal document in the portal. */
export function ContractEmail({
  studentName,
  teacherName,
  documentTitle,
  version,
  expiresWhen,
  contractsUrl,
  signInUrl,
}: ContractEmailProps) {
  return (
    <EmailLayout
      preview={`${documentTitle} is waiting for your signature.`}
      footer={`You received this e-mail because you have lessons with ${teacherName} through Lektio.`}
    >
      <Heading as="h1" style={styles.heading}>
        {`A document to sign, ${studentName}`}
      </Heading>
      <Text style={styles.text}>
        {`${teacherName} asks you to read and sign the following document in your student portal.`}
      </Text>
      <Text style={styles.when}>{`${documentTitle} · version ${version}`}</Text>
      {expiresWhen ? <Text style={styles.text}>{`Please sign before ${expiresWhen}.`}</Text> : null}
      <Button href={contractsUrl} style={styles.button}>
        Read and sign
      </Button>
      <Text style={styles.small}>
        Not signed in?{' '}
        <Link href={signInUrl} style={styles.link}>
          Get a sign-in link
        </Link>{' '}
        and open your contracts in the portal.
      </Text>
    </EmailLayout>
  );
}
