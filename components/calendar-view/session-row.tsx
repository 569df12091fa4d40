import { Link } from '@/components/ui/link';
import type { TCalendarSessionItem } from '@/lib/calendar-view/schemas';
import type { RegionalFormat } from '@/lib/core/locale';
import { timeRange } from './calendar-format';
import { SessionBadges } from './session-badges';

/** One session in a list (phone week view, agenda): time, title, badges; the whole row links to it. */
export function SessionRow({ session, regional }: { session: TCalendarSessionItem; regional?: RegionalFormat }) {
  return (
    <Link
      href={`/teacher/sessions/${session.id}`}
      className="border-border bg-surface hover:bg-surface-muted flex flex-wrap items-center gap-x-4 gap-y-1.5 rounded-lg border px-3 py-2.5 transition-colors"
    >
      <time dateTime={session.startsAt} className="text-foreground w-24 shrink-0 text-sm font-semibold tabular-nums">
        {timeRange(session, regional)}
      </time>
      <span className="min-w-0 flex-1 basis-40">
        <span className="text-foreground block text-sm font-medium break-words sm:truncate">{session.title}</span>
      </span>
      <SessionBadges session={session} />
    </Link>
  );
}
