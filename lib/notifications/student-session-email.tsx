import { Button, Heading, Link, Text } from '@react-email/components';
import type { Locale } from '@/lib/core/locale';
import { translator } from '@/lib/i18n/translator';
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
  /** The student's language (English when not given). */
  locale?: Locale;
};

const say = (locale: Locale | undefined) => translator(locale, 'studentSessionEmail');
const kindOf = (isTrial: boolean) => (isTrial ? 'trial' : 'other');

/** `short`: the start on the student's clock, without the year ("Tue 1 Dec, 10:00"). */
export function studentSessionSubject(
  {
    notice,
    teacherName,
    serviceName,
    isTrial,
    actor,
    locale,
  }: Pick<StudentSessionEmailProps, 'notice' | 'teacherName' | 'serviceName' | 'isTrial' | 'actor' | 'locale'>,
  short: string,
): string {
  const t = say(locale);
  const values = { service: serviceName, teacher: teacherName, short };
  // The trial's subject is the one students already knew (decision 0018).
  if (notice === 'confirmed' && isTrial && actor === 'teacher') return t('subject.trialConfirmedByTeacher', values);
  return t(`subject.${notice}`, values);
}

function headline({ notice, studentName, teacherName, serviceName, isTrial, actor, locale }: StudentSessionEmailProps) {
  const t = say(locale);
  const values = { student: studentName, teacher: teacherName, service: serviceName, kind: kindOf(isTrial) };
  switch (notice) {
    case 'booked':
      return [t('heading.booked', values), t('lead.booked', values)];
    case 'requested':
      return [t('heading.requested', values), t('lead.requested', values)];
    case 'confirmed':
      return [
        t('heading.seeYouSoon', values),
        t(actor === 'teacher' ? 'lead.confirmedByTeacher' : 'lead.confirmed', values),
      ];
    case 'cancelled':
      return [t('heading.cancelled', values), t('lead.cancelled', values)];
    case 'rescheduled':
      return [t('heading.rescheduled', values), t('lead.rescheduled', values)];
    case 'reminder':
      return [t('heading.seeYouSoon', values), t('lead.reminder', values)];
  }
}

/** The student's e-mail about one of their sessions, in the student's language. */
export function StudentSessionEmail(props: StudentSessionEmailProps) {
  const { notice, teacherName, when, previousWhen, meetingUrl, portalUrl, withInvitation, locale } = props;
  const t = say(locale);
  const [heading, lead] = headline(props);
  return (
    <EmailLayout preview={`${lead} ${when}`} footer={t('footer', { teacher: teacherName })} locale={locale}>
      <Heading as="h1" style={styles.heading}>
        {heading}
      </Heading>
      <Text style={styles.text}>{lead}</Text>
      <Text style={styles.when}>{when}</Text>
      {previousWhen ? <Text style={styles.was}>{t('was', { when: previousWhen })}</Text> : null}
      {meetingUrl && notice !== 'cancelled' ? (
        <Text style={styles.text}>
          {t('joinOnline')}{' '}
          <Link href={meetingUrl} style={styles.link}>
            {meetingUrl}
          </Link>
        </Text>
      ) : null}
      <Button href={portalUrl} style={styles.button}>
        {t('openPortal')}
      </Button>
      {withInvitation ? (
        <Text style={styles.small}>{t(notice === 'cancelled' ? 'invitationCancelled' : 'invitation')}</Text>
      ) : null}
    </EmailLayout>
  );
}
