import { Button, Heading, Text } from '@react-email/components';
import type { Locale } from '@/lib/core/locale';
import { translator } from '@/lib/i18n/translator';
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
  /** The teacher's language (English when not given). */
  locale?: Locale;
};

const say = (locale: Locale | undefined) => translator(locale, 'teacherSessionEmail');

export function teacherSessionSubject(
  { notice, who, serviceName, locale }: Pick<TeacherSessionEmailProps, 'notice' | 'who' | 'serviceName' | 'locale'>,
  short: string,
) {
  return say(locale)(`subject.${notice}`, { who, service: serviceName, short });
}

function lead({ notice, who, serviceName, byStudent, locale }: TeacherSessionEmailProps): [string, string] {
  const t = say(locale);
  const values = { who, service: serviceName };
  const byWhom = byStudent && notice !== 'requested' && notice !== 'confirmed' ? 'ByStudent' : '';
  return [t(`heading.${notice}`), t(`lead.${notice}${byWhom}`, values)];
}

/** The teacher's notice of a booking, confirmation, cancellation or move, in the teacher's language. */
export function TeacherSessionEmail(props: TeacherSessionEmailProps) {
  const t = say(props.locale);
  const [heading, text] = lead(props);
  return (
    <EmailLayout
      preview={`${text} ${props.when}`}
      footer={t('footer', { toggle: props.toggleLabel })}
      locale={props.locale}
    >
      <Heading as="h1" style={styles.heading}>
        {heading}
      </Heading>
      <Text style={styles.text}>{text}</Text>
      <Text style={styles.when}>{props.when}</Text>
      {props.previousWhen ? <Text style={styles.was}>{t('was', { when: props.previousWhen })}</Text> : null}
      {props.meetingUrl && props.notice !== 'cancelled' ? (
        <Text style={styles.text}>{t('meetingLink', { url: props.meetingUrl })}</Text>
      ) : null}
      <Button href={props.sessionUrl} style={styles.button}>
        {t('openSession')}
      </Button>
    </EmailLayout>
  );
}

/** "Ana Ruiz", "Ana Ruiz and Ben Cole", "3 students", in the teacher's language. */
export function describeAttendeesIn(attendees: readonly { name: string }[], locale?: Locale): string {
  const t = say(locale);
  const [first, second] = attendees;
  if (!first) return t('who.none');
  if (!second) return first.name;
  if (attendees.length === 2) return t('who.two', { first: first.name, second: second.name });
  return t('who.many', { count: attendees.length });
}
