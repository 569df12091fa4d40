import { Button, Heading, Link, Text } from '@react-email/components';
import { EmailLayout } from './email-layout';

export type MagicLinkEmailProps = {
  studentName: string;
  teacherName: string;
  signInUrl: string;
  expiresInMinutes: number;
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

export const magicLinkEmailSubject = (teacherName: string) => `Your sign-in link for ${teacherName}'s student portal`;

/** The magic-link e-mail: one button, the same link spelled out, and when it stops working. */
export function MagicLinkEmail({ studentName, teacherName, signInUrl, expiresInMinutes }: MagicLinkEmailProps) {
  return (
    <EmailLayout
      preview={`Sign in to your lessons with ${teacherName}. The link works once, for ${expiresInMinutes} minutes.`}
      footer="You received this e-mail because someone asked to sign in to a Lektio student portal with this address. If it was not you, ignore it: nobody can sign in without this link."
    >
      <Heading as="h1" style={styles.heading}>
        Sign in to your student portal
      </Heading>
      <Text style={styles.text}>
        {`Hello ${studentName}, use the button below to sign in to your lessons with ${teacherName}.`}
      </Text>
      <Button href={signInUrl} style={styles.button}>
        Sign in to your portal
      </Button>
      <Text style={styles.small}>Or copy this link into your browser:</Text>
      <Link href={signInUrl} style={styles.link}>
        {signInUrl}
      </Link>
      <Text style={styles.small}>
        {`The link works once and expires in ${expiresInMinutes} minutes. You can always ask for a new one.`}
      </Text>
    </EmailLayout>
  );
}
