import { Button, Heading, Text } from '@react-email/components';
import { EmailLayout } from '@/lib/mail/templates/email-layout';
import { noticeStyles as styles } from './email-styles';

export type LessonSummaryEmailProps = {
  studentName: string;
  teacherName: string;
  serviceName: string;
  /** The lesson's day on the student's clock. */
  when: string;
  summary: string | null;
  homework: string | null;
  /** "Friday 4 December", on the student's clock; null without a due date. */
  dueOn: string | null;
  sessionUrl: string;
};

export const lessonSummarySubject = ({
  teacherName,
  serviceName,
}: Pick<LessonSummaryEmailProps, 'teacherName' | 'serviceName'>) =>
  `After your lesson: ${serviceName} with ${teacherName}`;

/** The student's e-mail after a completed lesson: what the teacher wrote (issue 33 item 5). */
export function LessonSummaryEmail(props: LessonSummaryEmailProps) {
  const { studentName, teacherName, serviceName, when, summary, homework, dueOn, sessionUrl } = props;
  return (
    <EmailLayout
      preview={`${teacherName} wrote about your lesson (${serviceName})`}
      footer={`You received this e-mail because you have lessons with ${teacherName} through Lektio.`}
    >
      <Heading as="h1" style={styles.heading}>
        {`After your lesson, ${studentName}`}
      </Heading>
      <Text style={styles.text}>{`${serviceName} with ${teacherName}, ${when}.`}</Text>
      {summary ? (
        <>
          <Heading as="h2" style={styles.heading}>
            Summary
          </Heading>
          <Text style={{ ...styles.text, whiteSpace: 'pre-line' }}>{summary}</Text>
        </>
      ) : null}
      {homework ? (
        <>
          <Heading as="h2" style={styles.heading}>
            Homework
          </Heading>
          <Text style={{ ...styles.text, whiteSpace: 'pre-line' }}>{homework}</Text>
          {dueOn ? <Text style={styles.when}>{`Due ${dueOn}`}</Text> : null}
        </>
      ) : null}
      <Button href={sessionUrl} style={styles.button}>
        Open the lesson in your portal
      </Button>
    </EmailLayout>
  );
}
