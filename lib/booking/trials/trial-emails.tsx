import { Heading, Text } from '@react-email/components';
import { formatInZone, formatZoneName } from '@/lib/core/format-time';
import { EmailLayout } from '@/lib/mail/templates/email-layout';

const styles = {
  heading: { color: '#111827', fontSize: '22px', fontWeight: 600, lineHeight: '30px', margin: '0 0 12px' },
  text: { color: '#374151', fontSize: '15px', lineHeight: '24px', margin: '0 0 16px' },
} as const;

export type TrialEmailProps = {
  studentName: string;
  teacherName: string;
  serviceName: string;
  /** Already formatted in the session's zone, e.g. "Monday, 7 December 2026 at 10:00 (Europe/Madrid)". */
  when: string;
};

export const trialRejectedSubject = (teacherName: string) => `${teacherName} cannot take your trial lesson`;

const footer = (teacherName: string) =>
  `You received this e-mail because you requested a trial lesson with ${teacherName} through Lektio.`;

/** To the student when the teacher rejects a pending trial, with the reason when one was given. */
export function TrialRejectedEmail({
  studentName,
  teacherName,
  serviceName,
  when,
  reason,
}: TrialEmailProps & { reason: string | null }) {
  return (
    <EmailLayout preview={`${teacherName} cannot take your trial lesson on ${when}`} footer={footer(teacherName)}>
      <Heading as="h1" style={styles.heading}>
        Sorry, {studentName}
      </Heading>
      <Text style={styles.text}>
        {teacherName} cannot take your trial lesson ({serviceName}) on {when}. You are welcome to pick another time.
      </Text>
      {reason ? <Text style={styles.text}>Their note: {reason}</Text> : null}
    </EmailLayout>
  );
}

/** The session's start on the student's clock, in words. */
export function formatTrialTime(startUtc: Date, timeZone: string): string {
  return `${formatInZone(startUtc, timeZone, 'fullDateTime')} (${formatZoneName(timeZone)})`;
}
