import { Button, Heading, Text } from '@react-email/components';
import { EmailLayout } from '@/lib/mail/templates/email-layout';
import { noticeStyles as styles } from '@/lib/notifications/email-styles';

export type DeletionNoticeEmailProps = {
  teacherName: string;
  /** "Ana Ruiz: inactive since 3 Jan 2025, erased from 27 Dec 2026", at most 50 lines. */
  lines: string[];
  /** How many more students the notice covers beyond the lines shown. */
  more: number;
  notifyBeforeDeleteDays: number;
  settingsUrl: string;
};

const row = { color: '#111827', fontSize: '15px', lineHeight: '24px', margin: '0 0 6px' } as const;

/** The notice sent to the teacher before the retention job erases inactive students (decision 0047). */
export function DeletionNoticeEmail({
  teacherName,
  lines,
  more,
  notifyBeforeDeleteDays,
  settingsUrl,
}: DeletionNoticeEmailProps) {
  const count = lines.length + more;
  return (
    <EmailLayout
      preview={`${String(count)} inactive student${count === 1 ? '' : 's'} will be erased in ${String(notifyBeforeDeleteDays)} days or more`}
      footer={`You get this e-mail because automatic deletion is on in your Lektio data retention settings: ${settingsUrl}`}
    >
      <Heading as="h1" style={styles.heading}>
        Inactive students will be erased, {teacherName}
      </Heading>
      <Text style={styles.text}>
        {`Automatic deletion is on. These students have been inactive for a long time; their personal data will be erased on the date shown (reviews keep their rating and text, payments keep their amounts). A lesson, a payment or a contact you log before then keeps a student.`}
      </Text>
      {lines.map((line) => (
        <Text key={line} style={row}>
          {line}
        </Text>
      ))}
      {more > 0 ? <Text style={row}>{`and ${String(more)} more.`}</Text> : null}
      <Button href={settingsUrl} style={{ ...styles.button, marginTop: '16px' }}>
        Review your data retention settings
      </Button>
    </EmailLayout>
  );
}
