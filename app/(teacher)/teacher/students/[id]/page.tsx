import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/ui/back-link';
import { ListPagination } from '@/components/ui/list-pagination';
import { StudentLegalStanding } from '@/components/legal/student-legal-standing';
import { ContactLogForm } from '@/components/students/contact-log-form';
import { ImpersonateButton } from '@/components/students/impersonate-button';
import { StudentActions } from '@/components/students/student-actions';
import { StudentEditForm } from '@/components/students/student-edit-form';
import { toLocale } from '@/lib/core/locale';
import { formatDay, formatMoment, suggestedActionTone } from '@/components/students/student-format';
import { StudentTimeline } from '@/components/students/student-timeline';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { StatusBadge } from '@/components/ui/status-badge';
import { StudentHomeworkCard } from '@/components/booking/sessions/student-homework-card';
import { StudentBookingAnswersCard } from '@/components/booking/sessions/student-booking-answers-card';
import { listStudentBookingAnswers } from '@/lib/booking/list-booking-answers';
import { PracticeSummaryCard } from '@/components/practice/practice-summary-card';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { RecordPaymentDialog } from '@/components/invoices/record-payment-dialog';
import { getStudentBalance } from '@/lib/invoices/get-student-balance';
import { getSchedulingSettings } from '@/lib/settings/get-scheduling-settings';
import { formatMoney, formatNumber, formatPercent, type Regional } from '@/lib/presentation/format';
import { requestRegionalFormat } from '@/lib/http/request-locale';
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
  const regional = await requestRegionalFormat();
  const t = await getTranslations('teacherStudents');
  const n = (value: number) => formatNumber(value, regional);

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={<BackLink href="/teacher/students" label={t('back')} />}
        title={student.name}
        description={student.email}
        actions={
          <>
            <Button asChild size="sm">
              <Link href={`/teacher/sessions/new?studentId=${student.id}`}>{t('profile.bookSession')}</Link>
            </Button>
            <RecordPaymentDialog target={{ studentId: student.id, currency: money.defaultCurrency }} />
            <ImpersonateButton studentId={student.id} studentName={student.name} />
            <StudentActions studentId={student.id} studentName={student.name} />
          </>
        }
      />
      <div className="flex flex-wrap items-center gap-2" aria-label={t('profile.summary')}>
        <StatusBadge status={student.status} />
        {student.level ? <Badge tone="primary">{t('profile.level', { level: student.level })}</Badge> : null}
        {balance.open.map((open) => (
          <Badge key={open.currency} tone={open.amount > 0 ? 'warning' : 'neutral'}>
            {t(open.amount > 0 ? 'profile.owes' : 'profile.inCredit', {
              amount: formatMoney(Math.abs(open.amount), open.currency, regional),
            })}
          </Badge>
        ))}
        {student.mood ? <Badge>{t('profile.mood', { mood: t(`mood.${student.mood}`) })}</Badge> : null}
        {student.tagIds.map((id) => (
          <Badge key={id}>{tagById.get(id)?.name ?? t('profile.tagFallback')}</Badge>
        ))}
        {student.suggestedAction ? (
          <Badge tone={suggestedActionTone(student.suggestedAction)}>
            {t(`suggestedAction.${student.suggestedAction.type}`)}
          </Badge>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label={t('profile.credits')}
          value={`${n(student.credits.available)} / ${n(student.credits.total)}`}
        />
        <StatCard
          label={t('profile.sessions')}
          value={n(student.counts.total)}
          hint={t('profile.completed', { count: student.counts.completed })}
        />
        <StatCard
          label={t('profile.cancelledNoShows')}
          value={`${n(student.counts.cancelled)} / ${n(student.counts.noShows)}`}
        />
        <StatCard
          label={t('profile.consistency')}
          value={student.counts.consistency === null ? '—' : formatPercent(student.counts.consistency, regional)}
          hint={t('profile.lastContact', { day: formatDay(student.lastContact, zone, regional) })}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('profile.enrollments')}</CardTitle>
          </CardHeader>
          <CardContent>
            {student.enrollments.length === 0 ? (
              <p className="text-muted-foreground text-sm">{t('profile.noEnrollments')}</p>
            ) : (
              <ul className="divide-border divide-y text-sm">
                {student.enrollments.map((enrollment) => (
                  <li key={enrollment.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span className="font-medium">{enrollment.serviceName}</span>
                    <span className="flex items-center gap-2">
                      <StatusBadge status={enrollment.status} />
                      <span className="tabular-nums">
                        {t('profile.left', {
                          remaining: n(enrollment.remaining),
                          total: n(enrollment.sessionsTotal),
                        })}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <SessionList
          zone={zone}
          regional={regional}
          title={t('profile.upcoming')}
          empty={t('profile.nothingScheduled')}
          sessions={sessions.upcoming}
        />
        <SessionList
          zone={zone}
          regional={regional}
          title={t('profile.recent')}
          empty={t('profile.noPast')}
          sessions={sessions.past}
        />
        {student.family ? (
          <Card>
            <CardHeader>
              <CardTitle>{t('profile.familyAndPayer')}</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-2 text-sm">
                <div className="flex flex-wrap justify-between gap-2">
                  <dt className="text-muted-foreground">{t('profile.family')}</dt>
                  <dd>
                    <Link href={`/teacher/families/${student.family.id}`} className="font-medium hover:underline">
                      {student.family.name}
                    </Link>
                    {student.isMinor ? ` · ${t('profile.minor')}` : null}
                  </dd>
                </div>
                <div className="flex flex-wrap justify-between gap-2">
                  <dt className="text-muted-foreground">{t('profile.payer')}</dt>
                  <dd>{student.family.payer.name}</dd>
                </div>
                <div className="flex flex-wrap justify-between gap-2">
                  <dt className="text-muted-foreground">{t('profile.payerEmail')}</dt>
                  <dd className="break-all">
                    <a href={`mailto:${student.family.payer.email}`} className="hover:underline">
                      {student.family.payer.email}
                    </a>
                  </dd>
                </div>
                <div className="flex flex-wrap justify-between gap-2">
                  <dt className="text-muted-foreground">{t('profile.payerPhone')}</dt>
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
        <StudentHomeworkCard items={homework.data} timeZone={zone} regional={regional} />
        <StudentBookingAnswersCard entries={bookingAnswers} timeZone={zone} regional={regional} />
        <StudentLegalStanding teacherId={teacher.id} studentId={student.id} timezone={zone} />
        <Card>
          <CardHeader>
            <CardTitle>{t('profile.addContact')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ContactLogForm studentId={student.id} />
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('profile.details')}</CardTitle>
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
              locale: toLocale(student.locale),
            }}
            tags={tagList}
          />
        </CardContent>
      </Card>
      <section aria-labelledby="timeline-heading" className="space-y-3">
        <h2 id="timeline-heading" className="text-lg font-semibold">
          {t('profile.timeline')}
        </h2>
        <StudentTimeline items={timeline.data} timeZone={zone} regional={regional} />
        <ListPagination
          page={timeline.page}
          limit={timeline.limit}
          total={timeline.total}
          pathname={`/teacher/students/${student.id}`}
          label={t('profile.timelinePages')}
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
  regional,
}: {
  title: string;
  empty: string;
  sessions: TStudentSession[];
  zone: string;
  regional: Regional;
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
                  <span className="text-muted-foreground block text-xs">
                    {formatMoment(session.startUtc, zone, regional)}
                  </span>
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
