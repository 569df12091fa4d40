import { Button, Heading, Text } from '@react-email/components';
import { EmailLayout } from '@/lib/mail/templates/email-layout';
import { noticeStyles as styles } from '@/lib/notifications/email-styles';

export type WeeklyReportEmailProps = {
  teacherName: string;
  /** "16–22 Nov 2026". */
  weekLabel: string;
  /** "Lessons completed: 5", ... in the order shown. */
  lines: string[];
  dashboardUrl: string;
  settingsUrl: string;
};

const row = { color: '#111827', fontSize: '15px', lineHeight: '24px', margin: '0 0 6px' } as const;

/** The Monday summary of last week and the week ahead (toggle "Weekly report"). */
export function WeeklyReportEmail({
  teacherName,
  weekLabel,
  lines,
  dashboardUrl,
  settingsUrl,
}: WeeklyReportEmailProps) {
  return (
    <EmailLayout
      preview={`Your week in Lektio, ${weekLabel}: ${lines[0] ?? ''}`}
      footer={`You get this e-mail because "Weekly report" is on in your Lektio settings. Turn it off: ${settingsUrl}`}
    >
      <Heading as="h1" style={styles.heading}>
        Your week, {teacherName}
      </Heading>
      <Text style={styles.text}>{`Last week, ${weekLabel}:`}</Text>
      {lines.map((line) => (
        <Text key={line} style={row}>
          {line}
        </Text>
      ))}
      <Button href={dashboardUrl} style={{ ...styles.button, marginTop: '16px' }}>
        Open your dashboard
      </Button>
    </EmailLayout>
  );
}
