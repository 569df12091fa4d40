import { Badge } from '@/components/ui/badge';
import { humanizeStatus } from '@/components/ui/status-badge';
import type { TCalendarSessionItem } from '@/lib/calendar-view/schemas';
import { isPendingTrial, sessionTone } from './session-tone';

/** Status badge, plus "Trial to confirm" for a pending trial (or "Trial" for another trial). */
export function SessionBadges({ session }: { session: TCalendarSessionItem }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      {isPendingTrial(session) ? (
        <Badge tone="warning">Trial to confirm</Badge>
      ) : (
        <>
          <Badge tone={sessionTone(session.status)} dot>
            {humanizeStatus(session.status)}
          </Badge>
          {session.isTrialSession ? <Badge tone="info">Trial</Badge> : null}
        </>
      )}
    </span>
  );
}
