import type { TCalendarExternalBusy } from '@/lib/calendar-view/external-busy-blocks';
import type { TCalendarWeek } from '@/lib/calendar-view/schemas';
import type { RegionalFormat } from '@/lib/core/locale';
import { CalendarLegend } from './calendar-legend';
import { EmptyWeek } from './calendar-empty';
import { ExternalBusyNotice } from './external-busy-notice';
import { WeekDayList } from './week-day-list';
import { WeekGrid } from './week-grid';

type Props = {
  week: TCalendarWeek & { externalBusy?: TCalendarExternalBusy };
  today: string;
  nowMs: number;
  regional?: RegionalFormat;
};

/** The week: a grid on wider screens, a day-by-day list on phones, an empty state without sessions. */
export function WeekView({ week, today, nowMs, regional }: Props) {
  const items = week.days.flatMap((day) => day.items);
  const hasSessions = items.some((item) => item.type === 'session');
  const hasOpenHours = items.some((item) => item.type === 'availability');
  const busy = week.externalBusy?.blocks ?? [];
  return (
    <div className="flex flex-col gap-4">
      {hasSessions ? null : <EmptyWeek hasOpenHours={hasOpenHours} />}
      <CalendarLegend externalBusy={week.externalBusy?.status === 'ok'} />
      <ExternalBusyNotice externalBusy={week.externalBusy} />
      {/* Drawn even when empty: a click on a free time books it. */}
      <WeekGrid
        days={week.days}
        today={today}
        zone={week.timezone}
        nowMs={nowMs}
        busy={busy}
        className="hidden md:block"
        regional={regional}
      />
      {hasSessions || hasOpenHours || busy.length > 0 ? <WeekDayList week={week} today={today} busy={busy} regional={regional} /> : null}
    </div>
  );
}
