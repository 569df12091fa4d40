import { Heading, Text } from '@react-email/components';
import { EmailLayout } from '@/lib/mail/templates/email-layout';
import { noticeStyles as styles } from '@/lib/notifications/email-styles';

export type ScheduledMessageEmailProps = {
  teacherName: string;
  subject: string;
  /** The teacher's text, plain: React escapes it, so no markup a teacher types ever becomes HTML. */
  body: string;
};

/** A message the teacher wrote and scheduled: their subject as the heading, their text paragraph by paragraph. */
export function ScheduledMessageEmail({ teacherName, subject, body }: ScheduledMessageEmailProps) {
  const paragraphs = body.split(/\n{2,}/).filter((paragraph) => paragraph.trim());
  return (
    <EmailLayout
      preview={`${teacherName}: ${subject}`}
      footer={`A message from ${teacherName}, sent to you through Lektio because you are one of their students. Reply to this e-mail to answer ${teacherName}.`}
    >
      <Heading as="h1" style={styles.heading}>
        {subject}
      </Heading>
      {paragraphs.map((paragraph, index) => (
        <Text key={index} style={{ ...styles.text, whiteSpace: 'pre-line' }}>
          {paragraph}
        </Text>
      ))}
      <Text style={styles.small}>{`— ${teacherName}`}</Text>
    </EmailLayout>
  );
}
