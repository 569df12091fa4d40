import { useTranslations } from 'next-intl';
import type { TCalendarExternalBusy } from '@/lib/calendar-view/external-busy-blocks';
import type { TCalendarDay } from '@/lib/calendar-view/schemas';
import type { RegionalFormat } from '@/lib/core/locale';
import { CalendarLegend } from './calendar-legend';
import { ExternalBusyNotice } from './external-busy-notice';
import { WeekGrid } from './week-grid';

type Props = {
  day: TCalendarDay & { externalBusy?: TCalendarExternalBusy };
  today: string;
  nowMs: number;
  regional?: RegionalFormat;
};

/** One day as a single full-width column of the time grid (also on phones, where it fits). */
export function DayView({ day, today, nowMs, regional }: Props) {
  const t = useTranslations('teacherCalendar');
  const sessions = day.items.filter((item) => item.type === 'session').length;
  return (
    <div className="flex flex-col gap-4">
      <CalendarLegend externalBusy={day.externalBusy?.status === 'ok'} />
      <ExternalBusyNotice externalBusy={day.externalBusy} />
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {t('daySessions', { count: sessions })}
      </p>
      <WeekGrid
        days={[{ date: day.date, items: day.items }]}
        today={today}
        zone={day.timezone}
        nowMs={nowMs}
        busy={day.externalBusy?.blocks}
        regional={regional}
      />
    </div>
  );
}
