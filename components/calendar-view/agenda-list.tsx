import { useTranslations } from 'next-intl';
import type { RegionalFormat } from '@/lib/core/locale';
import type { TCalendarAgenda } from '@/lib/calendar-view/schemas';
import { dayLabel } from './calendar-format';
import { SessionRow } from './session-row';

/** Upcoming sessions by local day; only days with sessions. */
export function AgendaList({
  agenda,
  today,
  regional,
}: {
  agenda: TCalendarAgenda;
  today: string;
  regional?: RegionalFormat;
}) {
  const t = useTranslations('teacherCalendar');
  const words = { today: t('today'), tomorrow: t('tomorrow') };
  return (
    <ol className="flex flex-col gap-6">
      {agenda.days.map(({ date, sessions }) => (
        <li key={date}>
          <h3 className="text-muted-foreground mb-2 text-xs font-semibold tracking-wide uppercase">
            {dayLabel(date, today, words, regional)}
          </h3>
          <ul className="flex flex-col gap-2">
            {sessions.map((session) => (
              <li key={session.id}>
                <SessionRow session={session} regional={regional} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
