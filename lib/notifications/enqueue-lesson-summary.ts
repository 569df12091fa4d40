import 'server-only';
import { createElement } from 'react';
import { noticeRecipients } from '@/lib/families/notice-recipients';
import type { Prisma } from '@/lib/core/db';
import { env } from '@/lib/core/env';
import { formatDateTime } from '@/lib/core/format-regional';
import { toRegionalFormat } from '@/lib/core/locale';
import { usableTimeZone } from '@/lib/core/time';
import { enqueueEmails } from '@/lib/outbox/enqueue-email';
import { LessonSummaryEmail, lessonSummarySubject } from './lesson-summary-email';
import { isReachable, noticeSessionSelect, type NoticePerson } from './notice-session';
import { isToggleOn } from './notice-preferences';

/**
 * After a lesson is completed with a summary or homework, each student who took part (the main
 * student, participants who completed it) gets one e-mail with them, on their own clock, written to
 * the outbox in the completion's transaction: it goes once the completion commits, never for one that
 * rolled back. Off when the teacher turned `lessonSummary` off; nothing without a summary or homework.
 * Each in the student's language and regional format (issue 32).
 */
export async function enqueueLessonSummary(
  tx: Prisma.TransactionClient,
  { teacherId, sessionId }: { teacherId: string; sessionId: string },
): Promise<number> {
  const session = await tx.session.findFirst({
    where: { id: sessionId, teacherId },
    select: { ...noticeSessionSelect, summary: true, homework: true, homeworkDueAt: true },
  });
  if (!session) return 0;
  const summary = session.summary?.trim() || null;
  const homework = session.homework?.trim() || null;
  if (!summary && !homework) return 0;
  if (!isToggleOn(session.teacher.notificationPreferences, 'lessonSummary')) return 0;
  const people: NoticePerson[] = [
    ...(session.student ? [session.student] : []),
    ...session.participants
      .filter((seat) => seat.status === 'completed' && seat.student.id !== session.student?.id)
      .map((seat) => seat.student),
  ].filter(isReachable);
  const sessionUrl = new URL(`/portal/sessions/${session.id}`, env().APP_URL).toString();
  // A family's minor's summary goes to the payer (issue 34: a lesson notice, like a change).
  const addressed = people.flatMap((person) =>
    noticeRecipients(person, 'change').map((recipient) => ({ person, recipient })),
  );
  const emails = addressed.map(({ person, recipient }) => {
    const zone = usableTimeZone(person.timezone);
    const regional = toRegionalFormat(person);
    const props = {
      studentName: person.name,
      teacherName: session.teacher.name,
      serviceName: session.service.name,
      when: formatDateTime(session.startUtc, zone, 'weekdayDate', regional),
      summary,
      homework,
      dueOn:
        homework && session.homeworkDueAt ? formatDateTime(session.homeworkDueAt, zone, 'longDay', regional) : null,
      sessionUrl,
      locale: regional.locale,
    };
    return {
      to: recipient.email,
      teacherId,
      subject: lessonSummarySubject(props),
      react: createElement(LessonSummaryEmail, props),
    };
  });
  if (emails.length) await enqueueEmails(tx, emails);
  return emails.length;
}
