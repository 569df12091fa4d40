import { CalendarClock, ChevronRight } from 'lucide-react';
import Link from 'next/link';
import { formatInZone } from '@/lib/core/format-time';
import { relativeDay, zonedIsoDate, zonedToday } from '@/lib/core/zoned-date';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { humanizeStatus, StatusBadge } from '@/components/ui/status-badge';

export type UpcomingSession = {
  id: string;
  startsAt: string;
  studentName: string;
  serviceName: string;
  status: string;
};

/** Upcoming sessions grouped by day, times shown in the teacher's zone (already validated). */
export function UpcomingSessions({ sessions, timeZone }: { sessions: UpcomingSession[]; timeZone: string }) {
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
        title="No upcoming sessions"
        description="When a student books a lesson or a trial, it appears here with its time in your timezone."
        action={
          <Button asChild variant="secondary" size="sm">
            <Link href="/teacher/services">Review your services</Link>
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
        const label = relativeDay(key, today) ?? (first ? formatInZone(first.date, timeZone, 'weekdayDayMonth') : key);
        return (
          <li key={key} className="py-4 first:pt-0 last:pb-0">
            <h3 className="text-muted-foreground mb-2 text-xs font-semibold tracking-wide uppercase">{label}</h3>
            <ul className="flex flex-col gap-2">
              {items.map((session) => (
                <li key={session.id}>
                  <Link
                    href={`/teacher/sessions/${session.id}`}
                    aria-label={`${formatInZone(session.date, timeZone, 'time')}, ${session.studentName}, ${session.serviceName}, ${humanizeStatus(session.status)}`}
                    className="border-border bg-surface hover:border-primary-300 hover:bg-primary-soft/40 focus-visible:outline-ring flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border px-3 py-2.5 transition-colors sm:flex-nowrap"
                  >
                    <time
                      dateTime={session.startsAt}
                      className="text-foreground w-14 shrink-0 text-sm font-semibold tabular-nums"
                    >
                      {formatInZone(session.date, timeZone, 'time')}
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
