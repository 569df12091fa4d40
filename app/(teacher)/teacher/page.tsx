import { CalendarDays } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { ChooseKpisDialog } from '@/components/dashboard/choose-kpis-dialog';
import { KpiCards } from '@/components/dashboard/kpi-cards';
import { RevenueSparkline } from '@/components/dashboard/revenue-sparkline';
import { SmartActionsList } from '@/components/dashboard/smart-actions-list';
import { StreakCard } from '@/components/dashboard/streak-card';
import { UpcomingSessions } from '@/components/teacher/upcoming-sessions';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { formatInZone, formatZoneName } from '@/lib/core/format-time';
import { usableTimeZone } from '@/lib/core/time';
import { zonedHour } from '@/lib/core/zoned-date';
import { getDashboardOverview } from '@/lib/dashboard/get-dashboard-overview';
import { getDashboardSummary } from '@/lib/dashboard/get-dashboard-summary';
import { getRevenueSeries } from '@/lib/dashboard/get-revenue-series';
import { getSmartActions } from '@/lib/dashboard/get-smart-actions';

export const metadata: Metadata = { title: 'Dashboard' };

function greetingFor(hour: number): string {
  if (hour < 5) return 'Good evening';
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** The teacher home: the four chosen KPIs, the revenue of six months, the streak, what to do next and the coming sessions. */
export default async function TeacherDashboardPage() {
  const teacher = await requireTeacherPage();
  const timeZone = usableTimeZone(teacher.timezone);
  const now = new Date();
  const [summary, actions, overview, revenue] = await Promise.all([
    getDashboardSummary({ teacherId: teacher.id, now }),
    getSmartActions({ teacherId: teacher.id, now }),
    getDashboardOverview({ teacherId: teacher.id, now, timeZone }),
    getRevenueSeries({ teacherId: teacher.id, timeZone, now }),
  ]);
  const firstName = teacher.name.trim().split(/\s+/)[0] || teacher.name;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        className="pb-0"
        title={`${greetingFor(zonedHour(now, timeZone))}, ${firstName}`}
        description={`${formatInZone(now, timeZone, 'weekdayDayMonth')} · times shown in ${formatZoneName(timeZone)}`}
        actions={
          <>
            <ChooseKpisDialog current={summary.kpis} />
            <Button asChild variant="secondary">
              <Link href="/teacher/calendar">
                <CalendarDays aria-hidden="true" />
                Open calendar
              </Link>
            </Button>
          </>
        }
      />

      <KpiCards summary={summary} />

      <div className="grid gap-6 lg:grid-cols-5">
        <div className="flex flex-col gap-6 lg:col-span-3">
          <Card>
            <CardHeader className="flex-row items-start justify-between gap-4">
              <div className="flex flex-col gap-1">
                <CardTitle>Today and upcoming</CardTitle>
                <CardDescription>Your next lessons, earliest first.</CardDescription>
              </div>
              <Button asChild variant="ghost" size="sm" className="-mr-2 shrink-0">
                <Link href="/teacher/sessions">View all</Link>
              </Button>
            </CardHeader>
            <CardContent>
              <UpcomingSessions sessions={overview.upcoming} timeZone={timeZone} />
            </CardContent>
          </Card>
          <RevenueSparkline series={revenue} />
        </div>
        <div className="flex flex-col gap-6 lg:col-span-2">
          <SmartActionsList actions={actions} />
          <StreakCard current={summary.teachingStreak} best={summary.bestStreak} isNewRecord={summary.isNewRecord} />
        </div>
      </div>
    </div>
  );
}
