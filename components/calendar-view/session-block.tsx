import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import type { TCalendarSessionItem } from '@/lib/calendar-view/schemas';
import type { RegionalFormat } from '@/lib/core/locale';
import { cn } from '@/lib/presentation/cn';
import { localTime, timeRange } from './calendar-format';
import { isMovable } from './calendar-drag';
import { isPendingTrial, sessionBlockClasses } from './session-tone';

type Props = { session: TCalendarSessionItem; top: number; height: number; nowMs: number; regional?: RegionalFormat };

/** Below this height (px) a block has room for one line only; below the second, for two. */
const compactBelow = 40;
const roomyFrom = 60;

/**
 * The block's accessible name: its visible text in the order it is shown (label in name, WCAG
 * 2.5.3), then what the eye gets from colour and size (the status, a short block's end).
 */
function blockLabel(
  session: TCalendarSessionItem,
  compact: boolean,
  pendingTrial: boolean,
  t: (key: string, values: Record<string, string>) => string,
  status: string,
  regional?: RegionalFormat,
): string {
  const values = {
    start: localTime(session.startsAtLocal, regional),
    attendees: session.attendees,
    service: session.serviceName,
    status,
    times: timeRange(session, regional),
    trial: pendingTrial ? 'pending' : 'other',
  };
  return t(compact ? 'compact' : 'full', values);
}

/**
 * A session placed by time in a day column of the time grid; links to the session. Who attends comes
 * first (that is what a teacher looks for), then the service. A pending trial gets a dashed edge and
 * a "Trial" chip that stays visible even on a 30-minute block. A session the teacher may still move
 * carries its times for the drag layer (calendar-interactions).
 */
export function SessionBlock({ session, top, height, nowMs, regional }: Props) {
  const t = useTranslations('teacherCalendar.block');
  const statuses = useTranslations('teacherSessions.status');
  const pendingTrial = isPendingTrial(session);
  const compact = height < compactBelow;
  const status = statuses.has(session.status) ? statuses(session.status) : session.status;
  const label = blockLabel(session, compact, pendingTrial, t, status, regional);
  const movable = isMovable(session, nowMs);
  return (
    <Link
      href={`/teacher/sessions/${session.id}`}
      aria-label={label}
      title={label}
      draggable={false}
      data-session-block={session.id}
      data-movable={movable ? 'true' : undefined}
      data-starts-at={session.startsAt}
      data-ends-at={session.endsAt}
      data-title={`${session.serviceName} · ${session.attendees}`}
      style={{ top, height }}
      className={cn(
        'absolute inset-x-1 z-10 overflow-hidden rounded-md border-l-4 px-1.5 text-xs leading-4 shadow-xs select-none',
        'hover:ring-primary-300 hover:ring-2 data-[dragging=true]:opacity-40',
        movable && 'md:cursor-grab',
        compact ? 'flex items-center gap-1 py-0' : 'py-1',
        pendingTrial && 'border-y border-r border-dashed',
        sessionBlockClasses(session.status),
      )}
    >
      {compact ? (
        <span className="min-w-0 truncate">
          <span className="font-semibold tabular-nums">{localTime(session.startsAtLocal, regional)}</span>{' '}
          <span className="font-medium">{session.attendees}</span> · {session.serviceName}
        </span>
      ) : (
        <span className="block min-w-0">
          {/* Spaces between the lines: the visible text reads as words, the name's own (WCAG 2.5.3). */}
          <span className="block truncate font-semibold">{session.attendees}</span>{' '}
          <span className="block truncate">
            <span className="tabular-nums">{timeRange(session, regional)}</span>
            {height < roomyFrom ? <span className="opacity-80"> · {session.serviceName}</span> : null}
          </span>{' '}
          {height >= roomyFrom ? <span className="block truncate opacity-80">{session.serviceName}</span> : null}
        </span>
      )}{' '}
      {pendingTrial ? (
        <span
          className={cn(
            'bg-warning text-foreground rounded px-1 text-[0.65rem] leading-4 font-semibold',
            compact ? 'shrink-0' : 'absolute top-1 right-1',
          )}
        >
          {t('trial')}
        </span>
      ) : null}
    </Link>
  );
}
