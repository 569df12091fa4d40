import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { AgendaList } from '@/components/calendar-view/agenda-list';
import { EmptyAgenda } from '@/components/calendar-view/calendar-empty';
import { CalendarFeedPanel } from '@/components/calendar-view/calendar-feed-panel';
import { CalendarToolbar } from '@/components/calendar-view/calendar-toolbar';
import { DayView } from '@/components/calendar-view/day-view';
import { MonthGrid } from '@/components/calendar-view/month-grid';
import { WeekView } from '@/components/calendar-view/week-view';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { defaultExternalBusySource } from '@/lib/availability/external-busy-source';
import { getCalendarFeed } from '@/lib/calendar-feeds/get-calendar-feed';
import { getCalendarAgenda } from '@/lib/calendar-view/get-calendar-agenda';
import { getCalendarDay } from '@/lib/calendar-view/get-calendar-day';
import { getCalendarMonth } from '@/lib/calendar-view/get-calendar-month';
import { getCalendarWeek } from '@/lib/calendar-view/get-calendar-week';
import { defaultAgendaDays } from '@/lib/calendar-view/schemas';
import { usableTimeZone } from '@/lib/core/time';
import type { RegionalFormat } from '@/lib/core/locale';
import { shiftIsoDate, zonedToday } from '@/lib/core/zoned-date';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { formatDateRange, formatIsoDate, formatMonthOf, formatZoneName } from '@/lib/presentation/format';
import { parseCalendarPageQuery } from './calendar-page-query';
import { shiftMonth } from './shift-month';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('teacherCalendar'))('meta.title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CalendarPage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const { view, date } = parseCalendarPageQuery(await searchParams);
  const zone = usableTimeZone(teacher.timezone);
  const now = new Date();
  const today = zonedToday(zone, now);
  const [t, regional] = await Promise.all([getTranslations('teacherCalendar'), requestRegionalFormat()]);
  const props: ViewProps = { teacherId: teacher.id, zone, date, today, now, regional };
  const feed = await getCalendarFeed({ owner: { role: 'teacher', teacherId: teacher.id } });

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('title')}
        description={t.rich('description', {
          zone: formatZoneName(zone, regional),
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
        actions={
          <Button asChild size="sm">
            <Link href="/teacher/sessions/new">{t('book')}</Link>
          </Button>
        }
        className="pb-0"
      />
      {view === 'day' ? <Day {...props} /> : null}
      {view === 'week' ? <Week {...props} /> : null}
      {view === 'month' ? <Month {...props} /> : null}
      {view === 'agenda' ? <Agenda {...props} /> : null}
      <CalendarFeedPanel owner="teacher" feed={feed} description={t('feedDescription')} />
    </div>
  );
}

type ViewProps = {
  teacherId: string;
  zone: string;
  date?: string;
  today: string;
  now: Date;
  regional: RegionalFormat;
};

async function Day({ teacherId, zone, date, today, now, regional }: ViewProps) {
  const t = await getTranslations('teacherCalendar.toolbar');
  // Google busy time comes with the day (no extra statement, no call without a connection).
  const day = await getCalendarDay({ teacherId, timeZone: zone, date, now, externalBusy: defaultExternalBusySource });
  return (
    <section className="space-y-4" aria-label={t('view.day')}>
      <CalendarToolbar
        view="day"
        date={date}
        periodLabel={t('dayPeriod', { day: formatIsoDate(day.date, 'longDay', regional), year: day.date.slice(0, 4) })}
        previousDate={shiftIsoDate(day.date, -1)}
        nextDate={shiftIsoDate(day.date, 1)}
      />
      <DayView day={day} today={today} nowMs={now.getTime()} regional={regional} />
    </section>
  );
}

async function Week({ teacherId, zone, date, today, now, regional }: ViewProps) {
  const t = await getTranslations('teacherCalendar.toolbar.view');
  const week = await getCalendarWeek({
    teacherId,
    timeZone: zone,
    query: { date },
    now,
    externalBusy: defaultExternalBusySource,
  });
  const lastDate = week.days.at(-1)?.date ?? week.weekStart;
  return (
    <section className="space-y-4" aria-label={t('week')}>
      <CalendarToolbar
        view="week"
        date={date}
        periodLabel={formatDateRange(week.weekStart, lastDate, regional)}
        previousDate={shiftIsoDate(week.weekStart, -7)}
        nextDate={shiftIsoDate(week.weekStart, 7)}
      />
      <WeekView week={week} today={today} nowMs={now.getTime()} regional={regional} />
    </section>
  );
}

async function Month({ teacherId, zone, date, today, now, regional }: ViewProps) {
  const t = await getTranslations('teacherCalendar.toolbar.view');
  const month = await getCalendarMonth({ teacherId, timeZone: zone, date, now });
  return (
    <section className="space-y-4" aria-label={t('month')}>
      <CalendarToolbar
        view="month"
        date={date}
        periodLabel={formatMonthOf(month.month, regional)}
        previousDate={shiftMonth(month.month, -1)}
        nextDate={shiftMonth(month.month, 1)}
      />
      <MonthGrid month={month} today={today} regional={regional} />
    </section>
  );
}

async function Agenda({ teacherId, zone, date, today, now, regional }: ViewProps) {
  const t = await getTranslations('teacherCalendar');
  const agenda = await getCalendarAgenda({
    teacherId,
    timeZone: zone,
    query: { from: date, days: defaultAgendaDays },
    now,
  });
  const first = date ?? today;
  return (
    <section className="space-y-4" aria-label={t('toolbar.view.agenda')}>
      <CalendarToolbar
        view="agenda"
        date={date}
        periodLabel={
          date ? formatDateRange(first, shiftIsoDate(first, defaultAgendaDays - 1), regional) : t('nextTwoWeeks')
        }
        previousDate={shiftIsoDate(first, -defaultAgendaDays)}
        nextDate={shiftIsoDate(first, defaultAgendaDays)}
      />
      {agenda.days.length > 0 ? <AgendaList agenda={agenda} today={today} regional={regional} /> : <EmptyAgenda />}
    </section>
  );
}
