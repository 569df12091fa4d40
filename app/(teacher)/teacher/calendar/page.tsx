import type { Metadata } from 'next';
import { AgendaList } from '@/components/calendar/agenda-list';
import { EmptyAgenda } from '@/components/calendar/calendar-empty';
import { CalendarToolbar } from '@/components/calendar/calendar-toolbar';
import { WeekView } from '@/components/calendar/week-view';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { getCalendarAgenda } from '@/lib/calendar/get-calendar-agenda';
import { getCalendarWeek } from '@/lib/calendar/get-calendar-week';
import { defaultAgendaDays } from '@/lib/calendar/schemas';
import { formatIsoDateRange, formatZoneName } from '@/lib/core/format-time';
import { usableTimeZone } from '@/lib/core/time';
import { shiftIsoDate, zonedToday } from '@/lib/core/zoned-date';
import { parseCalendarPageQuery } from './calendar-page-query';

export const metadata: Metadata = { title: 'Calendar' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CalendarPage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const { view, date } = parseCalendarPageQuery(await searchParams);
  const zone = usableTimeZone(teacher.timezone);
  const today = zonedToday(zone);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Calendar"
        description={
          <>
            Your sessions and open hours. Times are shown in <strong>{formatZoneName(zone)}</strong>, your time zone.
          </>
        }
        className="pb-0"
      />
      {view === 'week' ? <Week teacherId={teacher.id} zone={zone} date={date} today={today} /> : null}
      {view === 'agenda' ? <Agenda teacherId={teacher.id} zone={zone} date={date} today={today} /> : null}
    </div>
  );
}

type ViewProps = { teacherId: string; zone: string; date?: string; today: string };

async function Week({ teacherId, zone, date, today }: ViewProps) {
  const week = await getCalendarWeek({ teacherId, timeZone: zone, query: { date } });
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
      <WeekView week={week} today={today} />
    </section>
  );
}

async function Agenda({ teacherId, zone, date, today }: ViewProps) {
  const agenda = await getCalendarAgenda({ teacherId, timeZone: zone, query: { from: date, days: defaultAgendaDays } });
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
