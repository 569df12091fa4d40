import { Button, Heading, Text } from '@react-email/components';
import { EmailLayout } from '@/lib/mail/templates/email-layout';
import { noticeStyles as styles } from './email-styles';

/** What the teacher is told of a change someone else made (`requested`: a trial waiting for them). */
export type TeacherNotice = 'booked' | 'requested' | 'confirmed' | 'cancelled' | 'rescheduled';

export type TeacherSessionEmailProps = {
  notice: TeacherNotice;
  /** Who the session is with: "Ana Ruiz", "Ana Ruiz and Ben Cole", "3 students". */
  who: string;
  serviceName: string;
  /** On the teacher's clock with the zone named. */
  when: string;
  previousWhen: string | null;
  sessionUrl: string;
  /** The session's meeting link, when it has one (not shown on a cancellation). */
  meetingUrl?: string | null;
  /** The toggle's name as the settings show it, for the footer. */
  toggleLabel: string;
  /** A student's own change ("Ana cancelled") or the system's ("was cancelled"). */
  byStudent: boolean;
};

export function teacherSessionSubject(
  { notice, who, serviceName }: Pick<TeacherSessionEmailProps, 'notice' | 'who' | 'serviceName'>,
  short: string,
) {
  switch (notice) {
    case 'booked':
      return `New booking: ${who}, ${serviceName}, ${short}`;
    case 'requested':
      return `Trial request: ${who}, ${short}`;
    case 'confirmed':
      return `Confirmed: ${who}, ${serviceName}, ${short}`;
    case 'cancelled':
      return `Cancelled: ${who}, ${serviceName}, ${short}`;
    case 'rescheduled':
      return `Moved: ${who}, ${serviceName}, now ${short}`;
  }
}

function lead({ notice, who, serviceName, byStudent }: TeacherSessionEmailProps): [string, string] {
  switch (notice) {
    case 'booked':
      return ['New booking', byStudent ? `${who} booked ${serviceName}:` : `${serviceName} with ${who} was booked:`];
    case 'requested':
      return ['A trial request to confirm', `${who} asks for a trial lesson (${serviceName}). Confirm or reject it:`];
    case 'confirmed':
      return ['Booking confirmed', `${who}'s ${serviceName} is paid and confirmed:`];
    case 'cancelled':
      return [
        'Booking cancelled',
        byStudent ? `${who} cancelled ${serviceName}:` : `${serviceName} with ${who} was cancelled:`,
      ];
    case 'rescheduled':
      return [
        'Booking moved',
        byStudent ? `${who} moved ${serviceName} to:` : `${serviceName} with ${who} was moved to:`,
      ];
  }
}

/** The teacher's notice of a booking, confirmation, cancellation or move. */
export function TeacherSessionEmail(props: TeacherSessionEmailProps) {
  const [heading, text] = lead(props);
  return (
    <EmailLayout
      preview={`${text} ${props.when}`}
      footer={`You get this e-mail because "${props.toggleLabel}" notices are on in your Lektio settings.`}
    >
      <Heading as="h1" style={styles.heading}>
        {heading}
      </Heading>
      <Text style={styles.text}>{text}</Text>
      <Text style={styles.when}>{props.when}</Text>
      {props.previousWhen ? <Text style={styles.was}>{`Was: ${props.previousWhen}`}</Text> : null}
      {props.meetingUrl && props.notice !== 'cancelled' ? (
        <Text style={styles.text}>{`Meeting link: ${props.meetingUrl}`}</Text>
      ) : null}
      <Button href={props.sessionUrl} style={styles.button}>
        Open the session
      </Button>
    </EmailLayout>
  );
}
