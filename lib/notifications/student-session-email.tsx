import { Button, Heading, Link, Text } from '@react-email/components';
import { EmailLayout } from '@/lib/mail/templates/email-layout';
import { noticeStyles as styles } from './email-styles';

/** What the student is told: a session notice, a trial request still to be confirmed, or a reminder. */
export type StudentNotice = 'booked' | 'requested' | 'confirmed' | 'cancelled' | 'rescheduled' | 'reminder';

export type StudentSessionEmailProps = {
  notice: StudentNotice;
  studentName: string;
  teacherName: string;
  serviceName: string;
  isTrial: boolean;
  /** On the student's clock with the zone named: "Tuesday, 1 December 2026 at 10:00 (Europe/Madrid)". */
  when: string;
  /** Where it was before a move, the same way. */
  previousWhen: string | null;
  meetingUrl: string | null;
  portalUrl: string;
  /** An invitation (.ics) is attached. */
  withInvitation: boolean;
  /** Who made the change: a teacher's confirmation reads differently from a payment's. */
  actor: 'teacher' | 'student' | 'system';
};

const lesson = (isTrial: boolean) => (isTrial ? 'trial lesson' : 'session');

/** `short`: the start on the student's clock, without the year ("Tue 1 Dec, 10:00"). */
export function studentSessionSubject(
  {
    notice,
    teacherName,
    serviceName,
    isTrial,
    actor,
  }: Pick<StudentSessionEmailProps, 'notice' | 'teacherName' | 'serviceName' | 'isTrial' | 'actor'>,
  short: string,
): string {
  switch (notice) {
    case 'booked':
      return `Booked: ${serviceName}, ${short}`;
    case 'requested':
      return `Your trial request to ${teacherName}`;
    case 'confirmed':
      // The trial's subject is the one students already knew (decision 0018).
      return isTrial && actor === 'teacher'
        ? `${teacherName} confirmed your trial lesson`
        : `Confirmed: ${serviceName}, ${short}`;
    case 'cancelled':
      return `Cancelled: ${serviceName}, ${short}`;
    case 'rescheduled':
      return `Moved: ${serviceName}, now ${short}`;
    case 'reminder':
      return `Reminder: ${serviceName}, ${short}`;
  }
}

function headline({ notice, studentName, teacherName, serviceName, isTrial, actor }: StudentSessionEmailProps) {
  switch (notice) {
    case 'booked':
      return [`You're booked, ${studentName}`, `${serviceName} with ${teacherName}:`];
    case 'requested':
      return [
        `Request sent, ${studentName}`,
        `You asked ${teacherName} for a trial lesson (${serviceName}). We will e-mail you when ${teacherName} confirms:`,
      ];
    case 'confirmed':
      return [
        `See you soon, ${studentName}`,
        actor === 'teacher'
          ? `${teacherName} confirmed your ${lesson(isTrial)} (${serviceName}):`
          : `Your ${lesson(isTrial)} with ${teacherName} (${serviceName}) is confirmed:`,
      ];
    case 'cancelled':
      return [`Your ${lesson(isTrial)} is cancelled`, `${serviceName} with ${teacherName} will not take place:`];
    case 'rescheduled':
      return [`Your ${lesson(isTrial)} has moved`, `${serviceName} with ${teacherName} is now:`];
    case 'reminder':
      return [
        `See you soon, ${studentName}`,
        `A reminder of your ${lesson(isTrial)} with ${teacherName} (${serviceName}):`,
      ];
  }
}

const invitationNote = (notice: StudentNotice) =>
  notice === 'cancelled'
    ? 'The attached calendar file removes it from your calendar.'
    : 'The attached invitation (session.ics) puts it in your calendar, or updates it there.';

/** The student's e-mail about one of their sessions. */
export function StudentSessionEmail(props: StudentSessionEmailProps) {
  const { notice, teacherName, when, previousWhen, meetingUrl, portalUrl, withInvitation } = props;
  const [heading, lead] = headline(props);
  return (
    <EmailLayout
      preview={`${lead} ${when}`}
      footer={`You received this e-mail because you have lessons with ${teacherName} through Lektio.`}
    >
      <Heading as="h1" style={styles.heading}>
        {heading}
      </Heading>
      <Text style={styles.text}>{lead}</Text>
      <Text style={styles.when}>{when}</Text>
      {previousWhen ? <Text style={styles.was}>{`Was: ${previousWhen}`}</Text> : null}
      {meetingUrl && notice !== 'cancelled' ? (
        <Text style={styles.text}>
          Join online:{' '}
          <Link href={meetingUrl} style={styles.link}>
            {meetingUrl}
          </Link>
        </Text>
      ) : null}
      <Button href={portalUrl} style={styles.button}>
        Open your portal
      </Button>
      {withInvitation ? <Text style={styles.small}>{invitationNote(notice)}</Text> : null}
    </EmailLayout>
  );
}
