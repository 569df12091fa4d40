import { useTranslations } from 'next-intl';
import type { RegionalFormat } from '@/lib/core/locale';
import type { TCalendarBusyBlock } from '@/lib/calendar-view/external-busy-blocks';
import { timeRange } from './calendar-format';

/** The hatch of external busy time (block and legend swatch): muted, so sessions stay what stands out. */
export const busyHatch =
  'bg-surface-muted bg-[repeating-linear-gradient(45deg,transparent_0_5px,var(--color-border-strong)_5px_6px)]';

type Props = { block: TCalendarBusyBlock; top: number; height: number; regional?: RegionalFormat };

/**
 * Time the teacher's Google or CalDAV calendars mark busy, in a day column: hatched, under the sessions, and
 * transparent to the pointer, so a click there still books (the teacher knows whether the event
 * can move). freeBusy names no events, so there is no title to show.
 */
export function ExternalBusyBlock({ block, top, height, regional }: Props) {
  const t = useTranslations('teacherCalendar');
  const label = t('busyAt', { times: timeRange(block, regional) });
  return (
    <div
      data-external-busy={block.id}
      title={label}
      style={{ top, height }}
      className={`border-border-strong text-muted-foreground pointer-events-none absolute inset-x-1 overflow-hidden rounded-md border border-dashed px-1.5 py-0.5 text-[0.7rem] leading-4 ${busyHatch}`}
    >
      <span className="sr-only">{label}</span>
      {height >= 20 ? (
        <span aria-hidden="true" className="bg-surface-muted/90 rounded-sm px-0.5 font-medium">
          {t('legend.busy')}
        </span>
      ) : null}
    </div>
  );
}
