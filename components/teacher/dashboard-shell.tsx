import { CalendarDays } from 'lucide-react';
import Link from 'next/link';
import { formatInZone, formatZoneName } from '@/lib/core/format-time';
import { usableTimeZone } from '@/lib/core/time';
import { zonedHour } from '@/lib/core/zoned-date';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { UpcomingSessions, type UpcomingSession } from '@/components/teacher/upcoming-sessions';

export type DashboardShellProps = {
  teacherName: string;
  /** Each figure links to the list it counts. */
  stats: { label: string; value: string; hint?: string; href?: string }[];
  upcoming: UpcomingSession[];
  /** IANA zone of the teacher; all times are shown in it. */
  timezone: string;
};

function greetingFor(hour: number): string {
  if (hour < 5) return 'Good evening';
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** Presentational dashboard: greeting, KPI cards and the upcoming sessions list. */
export function DashboardShell({ teacherName, stats, upcoming, timezone }: DashboardShellProps) {
  const timeZone = usableTimeZone(timezone);
  const now = new Date();
  const firstName = teacherName.trim().split(/\s+/)[0] || teacherName;
  const today = formatInZone(now, timeZone, 'weekdayDayMonth');

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        className="pb-0"
        title={`${greetingFor(zonedHour(now, timeZone))}, ${firstName}`}
        description={`${today} · times shown in ${formatZoneName(timeZone)}`}
        actions={
          <Button asChild variant="secondary">
            <Link href="/teacher/calendar">
              <CalendarDays aria-hidden="true" />
              Open calendar
            </Link>
          </Button>
        }
      />

      {stats.length > 0 ? (
        <section aria-labelledby="dashboard-kpis">
          <h2 id="dashboard-kpis" className="sr-only">
            Key figures
          </h2>
          <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
            {stats.map((stat) => (
              <StatCard key={stat.label} label={stat.label} value={stat.value} hint={stat.hint} href={stat.href} />
            ))}
          </div>
        </section>
      ) : null}

      <Card>
        <CardHeader className="flex-row items-start justify-between gap-4">
          <div className="flex flex-col gap-1">
            <CardTitle>Upcoming sessions</CardTitle>
            <CardDescription>Your next lessons, earliest first.</CardDescription>
          </div>
          <Button asChild variant="ghost" size="sm" className="-mr-2 shrink-0">
            <Link href="/teacher/sessions">View all</Link>
          </Button>
        </CardHeader>
        <CardContent>
          <UpcomingSessions sessions={upcoming} timeZone={timeZone} />
        </CardContent>
      </Card>
    </div>
  );
}
