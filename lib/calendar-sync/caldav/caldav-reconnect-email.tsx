import { Button, Heading, Text } from '@react-email/components';
import type { Locale } from '@/lib/core/locale';
import { translator } from '@/lib/i18n/translator';
import { EmailLayout } from '@/lib/mail/templates/email-layout';
import { noticeStyles as styles } from '@/lib/notifications/email-styles';

export type CaldavReconnectEmailProps = {
  teacherName: string;
  serverHost: string;
  settingsUrl: string;
  /** The teacher's language (English when not given). */
  locale?: Locale;
};

const say = (locale: Locale | undefined) => translator(locale, 'caldavReconnectEmail');

export const caldavReconnectSubject = (locale?: Locale) => say(locale)('subject');

/** To the teacher, once per failure episode: the CalDAV server refuses the stored app password (decision 0137). */
export function CaldavReconnectEmail({ teacherName, serverHost, settingsUrl, locale }: CaldavReconnectEmailProps) {
  const t = say(locale);
  return (
    <EmailLayout preview={t('preview', { host: serverHost })} footer={t('footer')} locale={locale}>
      <Heading as="h1" style={styles.heading}>
        {t('heading', { name: teacherName })}
      </Heading>
      <Text style={styles.text}>{t('refused', { host: serverHost })}</Text>
      <Text style={styles.text}>{t('howTo')}</Text>
      <Button href={settingsUrl} style={styles.button}>
        {t('button')}
      </Button>
    </EmailLayout>
  );
}
