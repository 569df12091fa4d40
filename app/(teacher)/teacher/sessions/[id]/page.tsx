import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/ui/back-link';
import { NoShowButton } from '@/components/booking/sessions/no-show-button';
import { ReviewRequestButton } from '@/components/reviews/review-request-button';
import { SessionActions } from '@/components/booking/sessions/session-actions';
import { RescheduleSessionDialog } from '@/components/booking/sessions/reschedule-session-dialog';
import { SeriesActions } from '@/components/booking/sessions/series-actions';
import { SessionContentForm } from '@/components/booking/sessions/session-content-form';
import { SessionMaterials } from '@/components/booking/sessions/session-materials';
import { HomeworkProgress } from '@/components/booking/sessions/homework-progress';
import { BookingAnswers } from '@/components/booking/sessions/booking-answers';
import { listSessionBookingAnswers } from '@/lib/booking/list-booking-answers';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { listLinkOptions } from '@/lib/booking/link-session-options';
import { listSessionMaterials } from '@/lib/booking/list-session-materials';
import { usableTimeZone } from '@/lib/core/time';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { formatDateTime, formatDuration, formatZoneName } from '@/lib/presentation/format';
import { sessionAttendees } from '@/lib/notifications/session-attendees';
import { getReviewRequestState, reviewRequestDisabledReason } from '@/lib/reviews/requests/review-request-state';
import { loadOwnSession } from './load-own-session';

type Props = { params: Promise<{ id: string }> };

/** States in which a student can still be marked as having missed the lesson. */
const attendable = new Set(['scheduled', 'pending_review']);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const teacher = await requireTeacherPage();
  const session = await loadOwnSession(teacher.id, (await params).id);
  const t = await getTranslations('teacherSessions.detail');
  return { title: `${session.service.name} · ${session.student?.name ?? t('untitled')}` };
}

export default async function SessionPage({ params }: Props) {
  const teacher = await requireTeacherPage();
  const session = await loadOwnSession(teacher.id, (await params).id);
  const [materials, options, reviewRequest, answers] = await Promise.all([
    listSessionMaterials({ teacherId: teacher.id, sessionId: session.id }),
    listLinkOptions({ teacherId: teacher.id, sessionId: session.id }),
    // "Ask for a review" is offered on completed sessions only.
    session.status === 'completed' ? getReviewRequestState(teacher.id, session.id) : null,
    listSessionBookingAnswers({ teacherId: teacher.id, sessionId: session.id }),
  ]);
  const [t, regional] = await Promise.all([getTranslations('teacherSessions'), requestRegionalFormat()]);
  const teacherZone = usableTimeZone(teacher.timezone);
  const sessionZone = usableTimeZone(session.timezone);
  const start = formatDateTime(session.startsAt, teacherZone, 'sessionStart', regional);
  const attendeeList = sessionAttendees(session);
  const attendees = t('detail.attendees', {
    count: attendeeList.length,
    first: attendeeList[0]?.name ?? '',
    second: attendeeList[1]?.name ?? '',
  });
  const statusOf = (status: string) => (t.has(`status.${status}`) ? t(`status.${status}`) : status);
  // Only a lesson that has begun can have been missed, or completed.
  const started = new Date(session.startsAt) <= new Date();
  const canMarkNoShow = attendable.has(session.status) && started;
  const people = [
    ...(session.student ? [{ student: session.student, role: t('detail.mainStudent'), open: canMarkNoShow }] : []),
    // The main student may also have a participant row: listed once, as the main student.
    ...session.participants
      .filter((participant) => participant.student.id !== session.student?.id)
      .map((participant) => ({
        student: participant.student,
        role: t('detail.participant', { status: statusOf(participant.status) }),
        open: canMarkNoShow && participant.status === 'scheduled',
      })),
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={<BackLink href="/teacher/sessions" label={t('meta.title')} />}
        title={t('detail.title', { service: session.service.name, attendees })}
        description={`${start} (${formatZoneName(teacherZone, regional)}) · ${formatDuration(session.service.durationMinutes, regional)}`}
      />
      <div className="flex flex-wrap items-center gap-2" aria-label={t('detail.summary')}>
        <StatusBadge status={session.status} />
        {session.isTrialSession ? <Badge tone="info">{t('detail.trial')}</Badge> : null}
        {sessionZone !== teacherZone ? (
          <Badge>
            {t('detail.bookedIn', {
              zone: formatZoneName(sessionZone, regional),
              when: formatDateTime(session.startsAt, sessionZone, 'sessionStart', regional),
            })}
          </Badge>
        ) : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('detail.actions')}</CardTitle>
          </CardHeader>
          <CardContent>
            <SessionActions
              sessionId={session.id}
              status={session.status}
              started={started}
              description={`${attendees}, ${start}`}
            />
            <RescheduleSessionDialog session={session} timeZone={teacherZone} />
            <SeriesActions
              teacherId={teacher.id}
              sessionId={session.id}
              startsAt={session.startsAt}
              timeZone={teacherZone}
            />
            {reviewRequest ? (
              <div className="border-border mt-4 border-t pt-4">
                <ReviewRequestButton
                  sessionId={session.id}
                  disabledReason={reviewRequestDisabledReason(reviewRequest, teacherZone)}
                />
              </div>
            ) : null}
            {session.cancellationReason ? (
              <p className="text-muted-foreground mt-3 text-sm">
                {t('detail.cancellationReason', { reason: session.cancellationReason })}
              </p>
            ) : null}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('detail.people')}</CardTitle>
          </CardHeader>
          <CardContent>
            {people.length === 0 ? (
              <p className="text-muted-foreground text-sm">{t('detail.nobody')}</p>
            ) : (
              <ul className="divide-border divide-y text-sm">
                {people.map(({ student, role, open }) => (
                  <li key={student.id} className="flex items-center justify-between gap-2 py-2">
                    <span className="min-w-0">
                      {student.deleted ? (
                        <span className="font-medium">{student.name}</span>
                      ) : (
                        <Link href={`/teacher/students/${student.id}`} className="font-medium hover:underline">
                          {student.name}
                        </Link>
                      )}
                      <span className="text-muted-foreground block text-xs">{role}</span>
                    </span>
                    {open && !student.deleted ? (
                      <NoShowButton sessionId={session.id} studentId={student.id} studentName={student.name} />
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        {answers.length ? (
          <Card>
            <CardHeader>
              <CardTitle>{t('detail.answers')}</CardTitle>
            </CardHeader>
            <CardContent>
              <BookingAnswers answers={answers} />
            </CardContent>
          </Card>
        ) : null}
        <Card>
          <CardHeader>
            <CardTitle>{t('detail.content')}</CardTitle>
          </CardHeader>
          <CardContent>
            <SessionContentForm
              key={`${session.meetingUrl}|${session.teacherNotes}|${session.summary}|${session.homework}|${session.homeworkDueAt}`}
              timeZone={teacherZone}
              content={{
                id: session.id,
                teacherNotes: session.teacherNotes,
                summary: session.summary,
                homework: session.homework,
                homeworkDueAt: session.homeworkDueAt,
                meetingUrl: session.meetingUrl,
              }}
            />
            <HomeworkProgress session={session} timeZone={teacherZone} regional={regional} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('detail.materials')}</CardTitle>
          </CardHeader>
          <CardContent>
            <SessionMaterials sessionId={session.id} linked={materials} options={options} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
