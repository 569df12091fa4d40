import type { TCalendarBusyBlock } from '@/lib/calendar-view/external-busy-blocks';
import type { TCalendarSessionItem, TCalendarWeek } from '@/lib/calendar-view/schemas';
import type { RegionalFormat } from '@/lib/core/locale';
import { localMinutes } from './calendar-format';
import { ExternalBusyBlock } from './external-busy-block';
import { NowLine } from './now-line';
import { SessionBlock } from './session-block';
import { hourHeight, minSessionHeight, placement, visibleMinutes } from './week-layout';

type Props = {
  day: TCalendarWeek['days'][number];
  first: number;
  last: number;
  zone: string;
  /** The server's now (epoch ms), for the current-time line and which sessions may still move. */
  nowMs: number;
  isToday: boolean;
  /** The day's Google busy time (pieces starting on this date). */
  busy?: TCalendarBusyBlock[];
  regional?: RegionalFormat;
};

/**
 * One day of the time grid, in layers: closed shading and open hours (light background), then the
 * hour lines, then Google busy time (hatched), then the sessions placed by time and the current-time line on today. The column's date
 * and first hour (data attributes) let the interaction layer turn a point into a time.
 */
export function WeekDayColumn({ day, first, last, zone, nowMs, isToday, busy = [], regional }: Props) {
  const closed = day.items.some((item) => item.type === 'closed');
  const open = day.items.filter((item) => item.type === 'availability');
  const sessions = day.items.filter((item): item is TCalendarSessionItem => item.type === 'session');
  return (
    <div
      className="border-border relative border-l"
      style={{ height: (last - first) * hourHeight }}
      data-day-column={day.date}
    >
      {closed ? (
        <div className="bg-surface-muted absolute inset-0 bg-[repeating-linear-gradient(135deg,transparent_0_8px,var(--color-border)_8px_9px)]" />
      ) : null}
      {open.map((item) => (
        <div
          key={item.id}
          className="bg-success-soft absolute inset-x-0"
          style={placement(localMinutes(item, day.date), first)}
        />
      ))}
      {Array.from({ length: last - first }, (_, index) => (
        <div key={index} className="border-border absolute inset-x-0 border-t" style={{ top: index * hourHeight }} />
      ))}
      {busy.map((block) => {
        const minutes = visibleMinutes(localMinutes(block, day.date), first, last);
        return minutes ? <ExternalBusyBlock key={block.id} block={block} regional={regional} {...placement(minutes, first)} /> : null;
      })}
      {sessions.map((session) => (
        <SessionBlock
          key={session.id}
          session={session}
          nowMs={nowMs}
          regional={regional}
          {...placement(localMinutes(session, day.date), first, minSessionHeight)}
        />
      ))}
      {isToday ? <NowLine date={day.date} zone={zone} first={first} last={last} initialNow={nowMs} /> : null}
    </div>
  );
}
