import type { Metadata } from 'next';
import { CalendarX2 } from 'lucide-react';
import Link from 'next/link';
import { ListPagination } from '@/components/ui/list-pagination';
import { PendingTrials } from '@/components/booking/sessions/pending-trials';
import { zoneLabel } from '@/components/booking/sessions/session-format';
import { SessionsFilter } from '@/components/booking/sessions/sessions-filter';
import { SessionsTable } from '@/components/booking/sessions/sessions-table';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { humanizeStatus } from '@/components/ui/status-badge';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { listTeacherSessionPage } from '@/lib/booking/list-teacher-session-page';
import { listTeacherSessions } from '@/lib/booking/list-teacher-sessions';
import { parseSessionsPageQuery, sessionsPageParams, sessionsPageSize } from './sessions-page-query';

export const metadata: Metadata = { title: 'Sessions' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Shown at the top; the rest are one click away (status filter). */
const pendingTrialsShown = 10;

export default async function SessionsPage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const { query, problem } = parseSessionsPageQuery(await searchParams);
  const [pending, list] = await Promise.all([
    listTeacherSessions({
      teacherId: teacher.id,
      query: { status: 'pending_confirmation', page: 1, limit: pendingTrialsShown },
    }),
    listTeacherSessionPage({ teacherId: teacher.id, query: { ...query, limit: sessionsPageSize } }),
  ]);
  const status = query.status ?? '';
  const caption = `${query.when === 'upcoming' ? 'Upcoming' : 'Past'} sessions${status ? `, ${humanizeStatus(status)}` : ''}`;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Sessions"
        description="Every lesson you teach: upcoming, past and cancelled."
        actions={
          <Button asChild>
            <Link href="/teacher/sessions/new">Book a session</Link>
          </Button>
        }
      />
      <PendingTrials sessions={pending.data} total={pending.total} timeZone={teacher.timezone} />
      <section aria-labelledby="sessions-heading" className="space-y-4">
        <h2 id="sessions-heading" className="sr-only">
          {caption}
        </h2>
        <SessionsFilter key={`${status}|${query.when}`} status={status} when={query.when} />
        {problem ? (
          <p role="status" className="text-warning-foreground text-sm">
            {problem}
          </p>
        ) : null}
        {list.total === 0 ? (
          <EmptyState
            icon={CalendarX2}
            title={status ? 'No sessions match this filter' : `No ${query.when} sessions`}
            description={
              status
                ? 'Try another status, or show every session.'
                : query.when === 'upcoming'
                  ? 'Booked lessons and trial requests will be listed here.'
                  : 'Sessions you have taught will be listed here.'
            }
            action={
              status ? (
                <Button asChild variant="secondary">
                  <Link href={query.when === 'past' ? '/teacher/sessions?when=past' : '/teacher/sessions'}>
                    Clear the filter
                  </Link>
                </Button>
              ) : null
            }
          />
        ) : (
          <>
            <p className="text-muted-foreground text-sm">Times are in your zone, {zoneLabel(teacher.timezone)}.</p>
            <SessionsTable sessions={list.data} timeZone={teacher.timezone} caption={caption} />
          </>
        )}
        <ListPagination
          page={list.page}
          limit={list.limit}
          total={list.total}
          pathname="/teacher/sessions"
          params={sessionsPageParams(query)}
          label="Sessions pages"
        />
      </section>
    </div>
  );
}
