import { CalendarDays } from 'lucide-react';
import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
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
import { usableTimeZone } from '@/lib/core/time';
import { zonedHour } from '@/lib/core/zoned-date';
import { getDashboardOverview } from '@/lib/dashboard/get-dashboard-overview';
import { getDashboardSummary } from '@/lib/dashboard/get-dashboard-summary';
import { getRevenueSeries } from '@/lib/dashboard/get-revenue-series';
import { getSmartActions } from '@/lib/dashboard/get-smart-actions';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { formatDateTime, formatZoneName } from '@/lib/presentation/format';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('teacherDashboard'))('meta.title') };
}

function greetingFor(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour < 5) return 'evening';
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
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
  const [t, regional] = await Promise.all([getTranslations('teacherDashboard'), requestRegionalFormat()]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        className="pb-0"
        title={t('greeting', { part: greetingFor(zonedHour(now, timeZone)), name: firstName })}
        description={t('today', {
          date: formatDateTime(now, timeZone, 'weekdayDayMonth', regional),
          zone: formatZoneName(timeZone, regional),
        })}
        actions={
          <>
            <ChooseKpisDialog current={summary.kpis} />
            <Button asChild variant="secondary">
              <Link href="/teacher/calendar">
                <CalendarDays aria-hidden="true" />
                {t('openCalendar')}
              </Link>
            </Button>
          </>
        }
      />

      <KpiCards summary={summary} regional={regional} />

      <div className="grid gap-6 lg:grid-cols-5">
        <div className="flex flex-col gap-6 lg:col-span-3">
          <Card>
            <CardHeader className="flex-row items-start justify-between gap-4">
              <div className="flex flex-col gap-1">
                <CardTitle>{t('upcoming.title')}</CardTitle>
                <CardDescription>{t('upcoming.description')}</CardDescription>
              </div>
              <Button asChild variant="ghost" size="sm" className="-mr-2 shrink-0">
                <Link href="/teacher/sessions">{t('upcoming.viewAll')}</Link>
              </Button>
            </CardHeader>
            <CardContent>
              <UpcomingSessions sessions={overview.upcoming} timeZone={timeZone} regional={regional} />
            </CardContent>
          </Card>
          <RevenueSparkline series={revenue} />
        </div>
        <div className="flex flex-col gap-6 lg:col-span-2">
          <SmartActionsList actions={actions} />
          <StreakCard
            current={summary.teachingStreak}
            best={summary.bestStreak}
            isNewRecord={summary.isNewRecord}
            regional={regional}
          />
        </div>
      </div>
    </div>
  );
}
