import { CalendarClock, ChevronRight } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import type { RegionalFormat } from '@/lib/core/locale';
import { relativeDay, zonedIsoDate, zonedToday } from '@/lib/core/zoned-date';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/presentation/format';

export type UpcomingSession = {
  id: string;
  startsAt: string;
  studentName: string;
  serviceName: string;
  status: string;
};

type Props = { sessions: UpcomingSession[]; timeZone: string; regional?: RegionalFormat };

/** Upcoming sessions grouped by day, times shown in the teacher's zone (already validated), in the teacher's language. */
export function UpcomingSessions({ sessions, timeZone, regional }: Props) {
  const t = useTranslations('teacherDashboard.upcoming');
  const statuses = useTranslations('teacherSessions.status');
  const time = (at: Date) => formatDateTime(at, timeZone, 'time', regional);
  const valid = sessions
    .map((session) => ({ ...session, date: new Date(session.startsAt) }))
    .filter((session) => !Number.isNaN(session.date.getTime()))
    .sort((a, b) => a.date.getTime() - b.date.getTime());

  if (valid.length === 0) {
    return (
      <EmptyState
        bare
        icon={CalendarClock}
        headingLevel="h3"
        title={t('emptyTitle')}
        description={t('emptyText')}
        action={
          <Button asChild variant="secondary" size="sm">
            <Link href="/teacher/services">{t('reviewServices')}</Link>
          </Button>
        }
      />
    );
  }

  const today = zonedToday(timeZone);

  const groups = new Map<string, typeof valid>();
  for (const session of valid) {
    const key = zonedIsoDate(session.date, timeZone);
    groups.set(key, [...(groups.get(key) ?? []), session]);
  }

  return (
    <ol className="divide-border flex flex-col divide-y">
      {Array.from(groups, ([key, items]) => {
        const first = items[0];
        const relative = relativeDay(key, today);
        const label = relative
          ? t(relative === 'Today' ? 'today' : 'tomorrow')
          : first
            ? formatDateTime(first.date, timeZone, 'weekdayDayMonth', regional)
            : key;
        return (
          <li key={key} className="py-4 first:pt-0 last:pb-0">
            <h3 className="text-muted-foreground mb-2 text-xs font-semibold tracking-wide uppercase">{label}</h3>
            <ul className="flex flex-col gap-2">
              {items.map((session) => (
                <li key={session.id}>
                  <Link
                    href={`/teacher/sessions/${session.id}`}
                    aria-label={t('sessionLabel', {
                      time: time(session.date),
                      student: session.studentName,
                      service: session.serviceName,
                      status: statuses.has(session.status) ? statuses(session.status) : session.status,
                    })}
                    className="border-border bg-surface hover:border-primary-300 hover:bg-primary-soft/40 focus-visible:outline-ring flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border px-3 py-2.5 transition-colors sm:flex-nowrap"
                  >
                    <time
                      dateTime={session.startsAt}
                      className="text-foreground w-14 shrink-0 text-sm font-semibold tabular-nums"
                    >
                      {time(session.date)}
                    </time>{' '}
                    {/* Spaces between the parts: the visible text reads as words, the name's own (WCAG 2.5.3). */}
                    <div className="min-w-0 flex-1 basis-40">
                      <p className="text-foreground truncate text-sm font-medium">{session.studentName}</p>{' '}
                      <p className="text-muted-foreground truncate text-xs">{session.serviceName}</p>
                    </div>{' '}
                    <StatusBadge status={session.status} />
                    <ChevronRight className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
