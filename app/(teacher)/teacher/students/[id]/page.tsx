import type { Metadata } from 'next';
import Link from 'next/link';
import { BackLink } from '@/components/ui/back-link';
import { ListPagination } from '@/components/ui/list-pagination';
import { StudentLegalStanding } from '@/components/legal/student-legal-standing';
import { ContactLogForm } from '@/components/students/contact-log-form';
import { ImpersonateButton } from '@/components/students/impersonate-button';
import { StudentActions } from '@/components/students/student-actions';
import { StudentEditForm } from '@/components/students/student-edit-form';
import { formatDay, formatMoment, suggestedActionTone } from '@/components/students/student-format';
import { StudentTimeline } from '@/components/students/student-timeline';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { StatusBadge, humanizeStatus } from '@/components/ui/status-badge';
import { StudentHomeworkCard } from '@/components/booking/sessions/student-homework-card';
import { StudentBookingAnswersCard } from '@/components/booking/sessions/student-booking-answers-card';
import { listStudentBookingAnswers } from '@/lib/booking/list-booking-answers';
import { PracticeSummaryCard } from '@/components/practice/practice-summary-card';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { RecordPaymentDialog } from '@/components/invoices/record-payment-dialog';
import { getStudentBalance } from '@/lib/invoices/get-student-balance';
import { getSchedulingSettings } from '@/lib/settings/get-scheduling-settings';
import { formatMoney } from '@/lib/presentation/format';
import { listStudentHomework } from '@/lib/booking/student/list-student-homework';
import { getPracticeSummary } from '@/lib/practice/get-practice-summary';
import { usableTimeZone } from '@/lib/core/time';
import { ZPagination } from '@/lib/core/pagination';
import { listStudentTimeline } from '@/lib/students/list-student-timeline';
import { listTags } from '@/lib/students/list-tags';
import type { TStudentSession } from '@/lib/students/response-schemas';
import { splitProfileSessions } from '@/lib/students/student-session-fields';
import { loadOwnStudent } from './load-own-student';

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const teacher = await requireTeacherPage();
  const student = await loadOwnStudent(teacher.id, (await params).id);
  return { title: student.name };
}

export default async function StudentProfilePage({ params, searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const student = await loadOwnStudent(teacher.id, (await params).id);
  const pageParam = (await searchParams).page;
  const timelineQuery = ZPagination.catch({ page: 1, limit: 20 }).parse({
    page: Array.isArray(pageParam) ? pageParam[0] : pageParam,
    limit: 20,
  });
  const [timeline, tags, balance, money, practice, homework, bookingAnswers] = await Promise.all([
    listStudentTimeline({ teacherId: teacher.id, studentId: student.id, query: timelineQuery }),
    listTags({ teacherId: teacher.id }),
    getStudentBalance({ teacherId: teacher.id, studentId: student.id }),
    getSchedulingSettings({ teacherId: teacher.id }),
    getPracticeSummary({ teacherId: teacher.id, studentId: student.id, timeZone: student.timezone }),
    listStudentHomework({ student: { id: student.id, teacherId: teacher.id }, query: { page: 1, limit: 10 } }),
    listStudentBookingAnswers({ teacherId: teacher.id, studentId: student.id }),
  ]);
  const tagList = tags.data.map(({ id, name, color }) => ({ id, name, color }));
  const tagById = new Map(tagList.map((tag) => [tag.id, tag]));
  const sessions = splitProfileSessions(student.sessions, new Date());
  // Times in the teacher's zone, like the rest of the management area.
  const zone = usableTimeZone(teacher.timezone);

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={<BackLink href="/teacher/students" label="Students" />}
        title={student.name}
        description={student.email}
        actions={
          <>
            <Button asChild size="sm">
              <Link href={`/teacher/sessions/new?studentId=${student.id}`}>Book a session</Link>
            </Button>
            <RecordPaymentDialog target={{ studentId: student.id, currency: money.defaultCurrency }} />
            <ImpersonateButton studentId={student.id} studentName={student.name} />
            <StudentActions studentId={student.id} studentName={student.name} />
          </>
        }
      />
      <div className="flex flex-wrap items-center gap-2" aria-label="Summary">
        <StatusBadge status={student.status} />
        {student.level ? <Badge tone="primary">Level {student.level}</Badge> : null}
        {balance.open.map((open) => (
          <Badge key={open.currency} tone={open.amount > 0 ? 'warning' : 'neutral'}>
            {open.amount > 0 ? 'Owes' : 'In credit'} {formatMoney(Math.abs(open.amount), open.currency)}
          </Badge>
        ))}
        {student.mood ? <Badge>Mood: {humanizeStatus(student.mood)}</Badge> : null}
        {student.tagIds.map((id) => (
          <Badge key={id}>{tagById.get(id)?.name ?? 'Tag'}</Badge>
        ))}
        {student.suggestedAction ? (
          <Badge tone={suggestedActionTone(student.suggestedAction)}>{student.suggestedAction.label}</Badge>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Credits available" value={`${student.credits.available} / ${student.credits.total}`} />
        <StatCard label="Sessions" value={student.counts.total} hint={`${student.counts.completed} completed`} />
        <StatCard label="Cancelled / no-shows" value={`${student.counts.cancelled} / ${student.counts.noShows}`} />
        <StatCard
          label="Consistency"
          value={student.counts.consistency === null ? '—' : `${student.counts.consistency}%`}
          hint={`Last contact: ${formatDay(student.lastContact, zone)}`}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Enrollments</CardTitle>
          </CardHeader>
          <CardContent>
            {student.enrollments.length === 0 ? (
              <p className="text-muted-foreground text-sm">No enrollments yet.</p>
            ) : (
              <ul className="divide-border divide-y text-sm">
                {student.enrollments.map((enrollment) => (
                  <li key={enrollment.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span className="font-medium">{enrollment.serviceName}</span>
                    <span className="flex items-center gap-2">
                      <StatusBadge status={enrollment.status} />
                      <span className="tabular-nums">
                        {enrollment.remaining} of {enrollment.sessionsTotal} left
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <SessionList zone={zone} title="Upcoming sessions" empty="Nothing scheduled." sessions={sessions.upcoming} />
        <SessionList zone={zone} title="Recent sessions" empty="No past sessions." sessions={sessions.past} />
        {student.family ? (
          <Card>
            <CardHeader>
              <CardTitle>Family and payer</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-2 text-sm">
                <div className="flex flex-wrap justify-between gap-2">
                  <dt className="text-muted-foreground">Family</dt>
                  <dd>
                    <Link href={`/teacher/families/${student.family.id}`} className="font-medium hover:underline">
                      {student.family.name}
                    </Link>
                    {student.isMinor ? ' · minor' : null}
                  </dd>
                </div>
                <div className="flex flex-wrap justify-between gap-2">
                  <dt className="text-muted-foreground">Payer</dt>
                  <dd>{student.family.payer.name}</dd>
                </div>
                <div className="flex flex-wrap justify-between gap-2">
                  <dt className="text-muted-foreground">Payer&apos;s e-mail</dt>
                  <dd className="break-all">
                    <a href={`mailto:${student.family.payer.email}`} className="hover:underline">
                      {student.family.payer.email}
                    </a>
                  </dd>
                </div>
                <div className="flex flex-wrap justify-between gap-2">
                  <dt className="text-muted-foreground">Payer&apos;s phone</dt>
                  <dd>
                    {student.family.payer.phone ? (
                      <a href={`tel:${student.family.payer.phone}`} className="hover:underline">
                        {student.family.payer.phone}
                      </a>
                    ) : (
                      '—'
                    )}
                  </dd>
                </div>
              </dl>
            </CardContent>
          </Card>
        ) : null}
        <PracticeSummaryCard summary={practice} />
        <StudentHomeworkCard items={homework.data} timeZone={zone} />
        <StudentBookingAnswersCard entries={bookingAnswers} timeZone={zone} />
        <StudentLegalStanding teacherId={teacher.id} studentId={student.id} timezone={zone} />
        <Card>
          <CardHeader>
            <CardTitle>Add contact</CardTitle>
          </CardHeader>
          <CardContent>
            <ContactLogForm studentId={student.id} />
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Details</CardTitle>
        </CardHeader>
        <CardContent>
          <StudentEditForm
            student={{
              id: student.id,
              notes: student.notes,
              goals: student.goals,
              level: student.level,
              mood: student.mood,
              status: student.status,
              preferredStartTime: student.preferredStartTime,
              preferredEndTime: student.preferredEndTime,
              preferredDays: student.preferredDays,
              tagIds: student.tagIds,
              isMinor: student.isMinor,
            }}
            tags={tagList}
          />
        </CardContent>
      </Card>
      <section aria-labelledby="timeline-heading" className="space-y-3">
        <h2 id="timeline-heading" className="text-lg font-semibold">
          Timeline
        </h2>
        <StudentTimeline items={timeline.data} timeZone={zone} />
        <ListPagination
          page={timeline.page}
          limit={timeline.limit}
          total={timeline.total}
          pathname={`/teacher/students/${student.id}`}
          label="Timeline pages"
        />
      </section>
    </div>
  );
}

function SessionList({
  title,
  empty,
  sessions,
  zone,
}: {
  title: string;
  empty: string;
  sessions: TStudentSession[];
  zone: string;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {sessions.length === 0 ? (
          <p className="text-muted-foreground text-sm">{empty}</p>
        ) : (
          <ul className="divide-border divide-y text-sm">
            {sessions.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-medium">{session.serviceName}</span>
                  <span className="text-muted-foreground block text-xs">{formatMoment(session.startUtc, zone)}</span>
                </span>
                <StatusBadge status={session.participantStatus ?? session.status} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
