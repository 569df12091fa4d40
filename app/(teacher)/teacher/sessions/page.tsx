import type { Metadata } from 'next';
import { CalendarX2 } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { ListPagination } from '@/components/ui/list-pagination';
import { PendingTrials } from '@/components/booking/sessions/pending-trials';
import { SessionsFilter } from '@/components/booking/sessions/sessions-filter';
import { SessionsTable } from '@/components/booking/sessions/sessions-table';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { listTeacherSessionPage } from '@/lib/booking/list-teacher-session-page';
import { listTeacherSessions } from '@/lib/booking/list-teacher-sessions';
import { usableTimeZone } from '@/lib/core/time';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { formatZoneName } from '@/lib/presentation/format';
import { parseSessionsPageQuery, sessionsPageParams, sessionsPageSize } from './sessions-page-query';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('teacherSessions'))('meta.title') };
}

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
  const [t, regional] = await Promise.all([getTranslations('teacherSessions'), requestRegionalFormat()]);
  const status = query.status ?? '';
  const statusLabel = status && t.has(`status.${status}`) ? t(`status.${status}`) : status;
  const caption = t('list.caption', { when: query.when, status: statusLabel || 'none' });

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <Button asChild>
            <Link href="/teacher/sessions/new">{t('list.book')}</Link>
          </Button>
        }
      />
      <PendingTrials sessions={pending.data} total={pending.total} timeZone={teacher.timezone} regional={regional} />
      <section aria-labelledby="sessions-heading" className="space-y-4">
        <h2 id="sessions-heading" className="sr-only">
          {caption}
        </h2>
        <SessionsFilter key={`${status}|${query.when}`} status={status} when={query.when} />
        {problem ? (
          <p role="status" className="text-warning-foreground text-sm">
            {t('list.filterCleared')}
          </p>
        ) : null}
        {list.total === 0 ? (
          <EmptyState
            icon={CalendarX2}
            title={status ? t('list.noMatch') : t('list.noneTitle', { when: query.when })}
            description={status ? t('list.noMatchText') : t('list.noneText', { when: query.when })}
            action={
              status ? (
                <Button asChild variant="secondary">
                  <Link href={query.when === 'past' ? '/teacher/sessions?when=past' : '/teacher/sessions'}>
                    {t('list.clearFilter')}
                  </Link>
                </Button>
              ) : null
            }
          />
        ) : (
          <>
            <p className="text-muted-foreground text-sm">
              {t('list.zone', { zone: formatZoneName(usableTimeZone(teacher.timezone), regional) })}
            </p>
            <SessionsTable sessions={list.data} timeZone={teacher.timezone} caption={caption} regional={regional} />
          </>
        )}
        <ListPagination
          page={list.page}
          limit={list.limit}
          total={list.total}
          pathname="/teacher/sessions"
          params={sessionsPageParams(query)}
          label={t('list.pages')}
        />
      </section>
    </div>
  );
}
