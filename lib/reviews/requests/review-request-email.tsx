import { Button, Heading, Link, Text } from '@react-email/components';
import { EmailLayout } from '@/lib/mail/templates/email-layout';
import { noticeStyles as styles } from '@/lib/notifications/email-styles';

export type ReviewRequestEmailProps = {
  studentName: string;
  teacherName: string;
  serviceName: string;
  /** The session's start on the student's clock: "Tuesday, 1 December 2026 at 10:00 (Europe/Madrid)". */
  when: string;
  /** The portal's reviews page for this session. */
  reviewUrl: string;
  /** The teacher's student sign-in page, for a reader without a portal session. */
  signInUrl: string;
};

export const reviewRequestSubject = (teacherName: string) => `How was your lesson with ${teacherName}?`;

/** The student is asked to review one completed session. */
export function ReviewRequestEmail({
  studentName,
  teacherName,
  serviceName,
  when,
  reviewUrl,
  signInUrl,
}: ReviewRequestEmailProps) {
  return (
    <EmailLayout
      preview={`${teacherName} would love to hear how ${serviceName} went.`}
      footer={`You received this e-mail because you have lessons with ${teacherName} through Lektio. It is sent once for this session.`}
    >
      <Heading as="h1" style={styles.heading}>
        {`How was your lesson, ${studentName}?`}
      </Heading>
      <Text style={styles.text}>
        {`${teacherName} would love to hear how it went. A few words and a star rating help ${teacherName}, and future students choosing a teacher.`}
      </Text>
      <Text style={styles.when}>{`${serviceName} · ${when}`}</Text>
      <Button href={reviewUrl} style={styles.button}>
        Write a review
      </Button>
      <Text style={styles.small}>
        You can review anonymously, and edit or delete your review later. Not signed in?{' '}
        <Link href={signInUrl} style={styles.link}>
          Get a sign-in link
        </Link>{' '}
        and open your reviews in the portal.
      </Text>
    </EmailLayout>
  );
}
