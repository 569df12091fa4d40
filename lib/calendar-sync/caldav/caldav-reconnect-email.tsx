import { Button, Heading, Text } from '@react-email/components';
import { EmailLayout } from '@/lib/mail/templates/email-layout';
import { noticeStyles as styles } from '@/lib/notifications/email-styles';

export type CaldavReconnectEmailProps = { teacherName: string; serverHost: string; settingsUrl: string };

/** To the teacher, once per failure episode: the CalDAV server refuses the stored app password (decision 0137). */
export function CaldavReconnectEmail({ teacherName, serverHost, settingsUrl }: CaldavReconnectEmailProps) {
  return (
    <EmailLayout
      preview={`Your calendar at ${serverHost} refused Lektio's password: reconnect it`}
      footer="You get this e-mail because a CalDAV calendar is connected to your Lektio account."
    >
      <Heading as="h1" style={styles.heading}>
        Reconnect your calendar, {teacherName}
      </Heading>
      <Text style={styles.text}>
        {`Your CalDAV server (${serverHost}) no longer accepts the user name and app password Lektio keeps for it, perhaps because the app password was revoked or changed. Until you reconnect, new and changed lessons are not written to your calendar and its busy time no longer blocks your availability.`}
      </Text>
      <Text style={styles.text}>
        Create a new app password with your calendar provider, then connect again under Settings, Integrations.
      </Text>
      <Button href={settingsUrl} style={styles.button}>
        Reconnect your calendar
      </Button>
    </EmailLayout>
  );
}
