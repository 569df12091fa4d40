import { Badge } from '@/components/ui/badge';
import type { TStudentSession } from '@/lib/booking/student/schemas';
import { formatZoneLabel } from '@/lib/core/format-time';
import { cn } from '@/lib/ui/cn';
import { formatDuration } from '@/lib/ui/format';
import { formatInstantRange } from '@/lib/ui/time-zones-local-slots';
import { SessionCancelDialog } from './session-cancel-dialog';
import { SessionMeeting } from './session-meeting';
import { SessionRescheduleDialog } from './session-reschedule-dialog';
import { isCalledOff, isJoinable, studentStatusLabels, studentStatusTone } from './session-status';

/** The head of a session's page: time on the student's clock, state, and what they can do now. */
export function SessionOverview({
  session,
  timeZone,
  now = new Date(),
}: {
  session: TStudentSession;
  timeZone: string;
  now?: Date;
}) {
  const calledOff = isCalledOff(session.status);
  const time = formatInstantRange(session.startsAt, session.endsAt, timeZone);
  const showMeeting = isJoinable(session, now);
  return (
    <section
      aria-label="Session"
      className={cn(
        'border-border flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-start sm:justify-between',
        calledOff ? 'bg-surface-muted border-dashed' : 'bg-surface shadow-xs',
      )}
    >
      <div className="min-w-0 space-y-1">
        <p className={cn('font-semibold tabular-nums', calledOff ? 'text-muted-foreground' : 'text-foreground')}>
          <time dateTime={session.startsAt} className={calledOff ? 'line-through' : undefined}>
            {time}
          </time>
          <span className="text-muted-foreground ml-2 text-xs font-normal">
            {formatZoneLabel(timeZone, new Date(session.startsAt))}
          </span>
        </p>
        <p className="text-muted-foreground text-sm">
          {formatDuration(session.service.durationMinutes)}
          {session.isTrialSession ? ' · trial lesson' : ''}
          {session.role === 'participant' ? ' · group session' : ''}
        </p>
        <div className="flex flex-wrap items-center gap-2 pt-1">
          <Badge tone={studentStatusTone(session.status)} dot>
            {studentStatusLabels[session.status]}
          </Badge>
          {session.rescheduleCount > 0 ? (
            <span className="text-muted-foreground text-xs">
              Rescheduled {session.rescheduleCount} {session.rescheduleCount === 1 ? 'time' : 'times'}
            </span>
          ) : null}
        </div>
        {session.status === 'cancelled' && session.cancellationReason ? (
          <p className="text-muted-foreground text-xs">Reason: {session.cancellationReason}</p>
        ) : null}
      </div>
      {showMeeting || session.canCancel || session.canReschedule ? (
        <div className="flex flex-wrap items-start gap-2 sm:shrink-0 sm:justify-end">
          {showMeeting ? <SessionMeeting meetingUrl={session.meetingUrl} id={session.id} /> : null}
          {session.canReschedule ? <SessionRescheduleDialog session={session} timeZone={timeZone} /> : null}
          {session.canCancel ? <SessionCancelDialog session={session} timeZone={timeZone} /> : null}
        </div>
      ) : null}
    </section>
  );
}
