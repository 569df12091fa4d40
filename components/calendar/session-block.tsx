import Link from 'next/link';
import { humanizeStatus } from '@/components/ui/status-badge';
import type { TCalendarSessionItem } from '@/lib/calendar/schemas';
import { cn } from '@/lib/ui/cn';
import { localTime, timeRange } from './calendar-format';
import { isPendingTrial, sessionBlockClasses } from './session-tone';

type Props = { session: TCalendarSessionItem; top: number; height: number };

/** Below this height (px) a block has room for one line only. */
const compactBelow = 40;

/**
 * A session placed by time in a day column of the week grid; links to the session. A pending trial
 * gets a dashed edge and a "Trial" chip that stays visible even on a 30-minute block.
 */
export function SessionBlock({ session, top, height }: Props) {
  const pendingTrial = isPendingTrial(session);
  const compact = height < compactBelow;
  const label = `${timeRange(session)}, ${session.title}, ${humanizeStatus(session.status)}${pendingTrial ? ', trial to confirm' : ''}`;
  return (
    <Link
      href={`/teacher/sessions/${session.id}`}
      aria-label={label}
      title={label}
      style={{ top, height }}
      className={cn(
        'absolute inset-x-1 z-10 overflow-hidden rounded-md border-l-4 px-1.5 text-xs leading-4 shadow-xs',
        'hover:ring-primary-300 hover:ring-2',
        compact ? 'flex items-center gap-1 py-0' : 'py-1',
        pendingTrial && 'border-y border-r border-dashed',
        sessionBlockClasses(session.status),
      )}
    >
      {compact ? (
        <span className="min-w-0 truncate">
          <span className="font-semibold tabular-nums">{localTime(session.startsAtLocal)}</span> {session.title}
        </span>
      ) : (
        <span className="block min-w-0">
          <span className="block font-semibold tabular-nums">{timeRange(session)}</span>
          <span className="block truncate">{session.title}</span>
        </span>
      )}
      {pendingTrial ? (
        <span
          className={cn(
            'bg-warning text-foreground rounded px-1 text-[0.65rem] leading-4 font-semibold',
            compact ? 'shrink-0' : 'absolute top-1 right-1',
          )}
        >
          Trial
        </span>
      ) : null}
    </Link>
  );
}
