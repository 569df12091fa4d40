import { useTranslations } from 'next-intl';
import type { TCalendarBusyBlock } from '@/lib/calendar-view/external-busy-blocks';
import type { TCalendarSessionItem, TCalendarWeek } from '@/lib/calendar-view/schemas';
import type { RegionalFormat } from '@/lib/core/locale';
import { dayLabel, timeRange } from './calendar-format';
import { SessionRow } from './session-row';

type Props = { week: TCalendarWeek; today: string; busy?: TCalendarBusyBlock[]; regional?: RegionalFormat };

/**
 * The week on a phone: one section per day with its open hours, its Google busy time and its sessions
 * (no horizontal scroll).
 */
export function WeekDayList({ week, today, busy = [], regional }: Props) {
  const t = useTranslations('teacherCalendar');
  const words = { today: t('today'), tomorrow: t('tomorrow') };
  const times = (items: Parameters<typeof timeRange>[0][]) => items.map((item) => timeRange(item, regional)).join(', ');
  return (
    <ol className="flex flex-col gap-5 md:hidden">
      {week.days.map(({ date, items }) => {
        const sessions = items.filter((item): item is TCalendarSessionItem => item.type === 'session');
        const open = items.filter((item) => item.type === 'availability');
        const closed = items.some((item) => item.type === 'closed');
        const busyToday = busy.filter((block) => block.startsAtLocal.slice(0, 10) === date);
        return (
          <li key={date} aria-current={date === today ? 'date' : undefined}>
            <h3 className="text-muted-foreground mb-1 text-xs font-semibold tracking-wide uppercase">
              {dayLabel(date, today, words, regional)}
            </h3>
            <p className="text-muted-foreground mb-2 text-xs">
              {closed ? t('closed') : open.length > 0 ? t('openAt', { times: times(open) }) : t('noOpenHours')}
            </p>
            {busyToday.length > 0 ? (
              <p className="text-muted-foreground mb-2 text-xs">
                {t('busyList', { times: times(busyToday) })}
              </p>
            ) : null}
            {sessions.length > 0 ? (
              <ul className="flex flex-col gap-2">
                {sessions.map((session) => (
                  <li key={session.id}>
                    <SessionRow session={session} regional={regional} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-subtle-foreground text-sm">{t('nothingBooked')}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
