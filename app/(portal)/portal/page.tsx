import type { Metadata } from 'next';
import { CalendarCheck, History } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { BookableEnrollments } from '@/components/portal/bookable-enrollments';
import { MakeupCredits } from '@/components/portal/makeup-credits';
import { StudentCalendarFeedPanel } from '@/components/portal/calendar-feed-panel';
import { SessionCard } from '@/components/portal/session-card';
import { SessionScopeTabs, type SessionScope } from '@/components/portal/session-scope-tabs';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { requireStudentPage } from '@/lib/auth/require-page';
import { listStudentMakeupCredits } from '@/lib/booking/makeup/list-student-makeup-credits';
import { listBookableEnrollments } from '@/lib/booking/student/list-bookable-enrollments';
import { listStudentSessions } from '@/lib/booking/student/list-student-sessions';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { formatZoneLabel } from '@/lib/presentation/format';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('portal.meta'))('sessions') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const pageSize = 20;
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** `?scope=past&page=2`; anything unreadable falls back to the first page of upcoming sessions. */
function readQuery(query: Record<string, string | string[] | undefined>) {
  const scope: SessionScope = single(query.scope) === 'past' ? 'past' : 'upcoming';
  const page = Number.parseInt(single(query.page) ?? '1', 10);
  return { scope, page: Number.isSafeInteger(page) && page >= 1 ? page : 1 };
}

const pageHref = (scope: SessionScope, page: number) => {
  const params = new URLSearchParams();
  if (scope === 'past') params.set('scope', 'past');
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/portal?${query}` : '/portal';
};

/** The portal home: the student's sessions, upcoming (soonest first) or past (latest first). */
export default async function PortalSessionsPage({ searchParams }: Props) {
  const [{ student, payer }, query, t, regional] = await Promise.all([
    requireStudentPage(),
    searchParams,
    getTranslations('portal.home'),
    requestRegionalFormat(),
  ]);
  const { scope, page } = readQuery(query);
  const studentRef = { id: student.id, teacherId: student.teacherId };
  const [sessions, bookable, makeup] = await Promise.all([
    listStudentSessions({ student: studentRef, query: { scope, page, limit: pageSize } }),
    listBookableEnrollments({ student: studentRef }),
    listStudentMakeupCredits({ student: studentRef, query: { page: 1, limit: 100 } }),
  ]);
  const lastPage = Math.max(1, Math.ceil(sessions.total / pageSize));

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description', { zone: formatZoneLabel(student.timezone, new Date(), regional) })}
      />
      <BookableEnrollments enrollments={bookable} timezone={student.timezone} regional={regional} />
      <MakeupCredits credits={makeup.data} timezone={student.timezone} regional={regional} />
      <SessionScopeTabs current={scope} />
      {sessions.data.length === 0 ? (
        scope === 'upcoming' ? (
          <EmptyState
            icon={CalendarCheck}
            title={t('noUpcoming')}
            description={bookable.length > 0 ? t('noUpcomingWithCredits') : t('noUpcomingText')}
            className="py-16"
          />
        ) : (
          <EmptyState
            icon={History}
            title={page > 1 ? t('noMorePast') : t('noPastYet')}
            description={t('noPastText')}
            className="py-16"
          />
        )
      ) : (
        <ul className="flex flex-col gap-3" aria-label={scope === 'upcoming' ? t('upcomingList') : t('pastList')}>
          {sessions.data.map((session) => (
            <SessionCard key={session.id} session={session} timeZone={student.timezone} regional={regional} />
          ))}
        </ul>
      )}
      {lastPage > 1 ? (
        <nav aria-label={t('pages')} className="mt-6 flex items-center justify-between gap-2 text-sm">
          {page > 1 ? (
            <Link href={pageHref(scope, page - 1)} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
              {scope === 'upcoming' ? t('earlier') : t('newer')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-muted-foreground">
            {t('pageOf', { page: Math.min(page, lastPage), pages: lastPage })}
          </span>
          {page < lastPage ? (
            <Link href={pageHref(scope, page + 1)} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
              {scope === 'upcoming' ? t('later') : t('older')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
      <StudentCalendarFeedPanel student={studentRef} payer={payer} />
    </>
  );
}
