import type { Metadata } from 'next';
import Link from 'next/link';
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
import { formatIsoDateAs, formatIsoDateRange, formatMonth, formatZoneName } from '@/lib/core/format-time';
import { usableTimeZone } from '@/lib/core/time';
import { shiftIsoDate, zonedToday } from '@/lib/core/zoned-date';
import { parseCalendarPageQuery } from './calendar-page-query';
import { shiftMonth } from './shift-month';

export const metadata: Metadata = { title: 'Calendar' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CalendarPage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const { view, date } = parseCalendarPageQuery(await searchParams);
  const zone = usableTimeZone(teacher.timezone);
  const now = new Date();
  const today = zonedToday(zone, now);
  const props: ViewProps = { teacherId: teacher.id, zone, date, today, now };
  const feed = await getCalendarFeed({ owner: { role: 'teacher', teacherId: teacher.id } });

  return (
    <div className="space-y-6">
      <PageHeader
        title="Calendar"
        description={
          <>
            Your sessions and open hours. Times are shown in <strong>{formatZoneName(zone)}</strong>, your time zone.
          </>
        }
        actions={
          <Button asChild size="sm">
            <Link href="/teacher/sessions/new">Book a session</Link>
          </Button>
        }
        className="pb-0"
      />
      {view === 'day' ? <Day {...props} /> : null}
      {view === 'week' ? <Week {...props} /> : null}
      {view === 'month' ? <Month {...props} /> : null}
      {view === 'agenda' ? <Agenda {...props} /> : null}
      <CalendarFeedPanel
        owner="teacher"
        feed={feed}
        description="A private URL that shows your Lektio sessions, with your students' names, in Google Calendar, Apple Calendar or Outlook, kept up to date."
      />
    </div>
  );
}

type ViewProps = { teacherId: string; zone: string; date?: string; today: string; now: Date };

async function Day({ teacherId, zone, date, today, now }: ViewProps) {
  // Google busy time comes with the day (no extra statement, no call without a connection).
  const day = await getCalendarDay({ teacherId, timeZone: zone, date, now, externalBusy: defaultExternalBusySource });
  return (
    <section className="space-y-4" aria-label="Day">
      <CalendarToolbar
        view="day"
        date={date}
        periodLabel={`${formatIsoDateAs(day.date, 'longDay')} ${day.date.slice(0, 4)}`}
        previousDate={shiftIsoDate(day.date, -1)}
        nextDate={shiftIsoDate(day.date, 1)}
      />
      <DayView day={day} today={today} nowMs={now.getTime()} />
    </section>
  );
}

async function Week({ teacherId, zone, date, today, now }: ViewProps) {
  const week = await getCalendarWeek({
    teacherId,
    timeZone: zone,
    query: { date },
    now,
    externalBusy: defaultExternalBusySource,
  });
  const lastDate = week.days.at(-1)?.date ?? week.weekStart;
  return (
    <section className="space-y-4" aria-label="Week">
      <CalendarToolbar
        view="week"
        date={date}
        periodLabel={formatIsoDateRange(week.weekStart, lastDate)}
        previousDate={shiftIsoDate(week.weekStart, -7)}
        nextDate={shiftIsoDate(week.weekStart, 7)}
      />
      <WeekView week={week} today={today} nowMs={now.getTime()} />
    </section>
  );
}

async function Month({ teacherId, zone, date, today, now }: ViewProps) {
  const month = await getCalendarMonth({ teacherId, timeZone: zone, date, now });
  return (
    <section className="space-y-4" aria-label="Month">
      <CalendarToolbar
        view="month"
        date={date}
        periodLabel={formatMonth(month.month)}
        previousDate={shiftMonth(month.month, -1)}
        nextDate={shiftMonth(month.month, 1)}
      />
      <MonthGrid month={month} today={today} />
    </section>
  );
}

async function Agenda({ teacherId, zone, date, today, now }: ViewProps) {
  const agenda = await getCalendarAgenda({
    teacherId,
    timeZone: zone,
    query: { from: date, days: defaultAgendaDays },
    now,
  });
  const first = date ?? today;
  return (
    <section className="space-y-4" aria-label="Agenda">
      <CalendarToolbar
        view="agenda"
        date={date}
        periodLabel={date ? formatIsoDateRange(first, shiftIsoDate(first, defaultAgendaDays - 1)) : 'Next two weeks'}
        previousDate={shiftIsoDate(first, -defaultAgendaDays)}
        nextDate={shiftIsoDate(first, defaultAgendaDays)}
      />
      {agenda.days.length > 0 ? <AgendaList agenda={agenda} today={today} /> : <EmptyAgenda />}
    </section>
  );
}
