import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { TStudentSession } from '@/lib/booking/student/schemas';
import type { RegionalFormat } from '@/lib/core/locale';
import { formatZoneLabel } from '@/lib/presentation/format';
import { cn } from '@/lib/presentation/cn';
import { SessionCancelDialog } from './session-cancel-dialog';
import { SessionMeeting } from './session-meeting';
import { SessionRescheduleDialog } from './session-reschedule-dialog';
import { isCalledOff, isJoinable, studentStatusTone } from './session-status';

type Part = { session: TStudentSession; timeZone: string; regional?: RegionalFormat };

/** When: the time range on the student's clock, struck through when called off, the zone named beside it. */
export function SessionTime({ session, timeZone, time, regional }: Part & { time: string }) {
  const calledOff = isCalledOff(session.status);
  return (
    <p className={cn('font-semibold tabular-nums', calledOff ? 'text-muted-foreground' : 'text-foreground')}>
      <time dateTime={session.startsAt} className={calledOff ? 'line-through' : undefined}>
        {time}
      </time>
      <span className="text-muted-foreground ml-2 text-xs font-normal">
        {formatZoneLabel(timeZone, new Date(session.startsAt), regional)}
      </span>
    </p>
  );
}

/** Its state: the status badge, how often it moved, and why it was cancelled. */
export function SessionState({ session }: { session: TStudentSession }) {
  const t = useTranslations('portal');
  return (
    <>
      <div className="flex flex-wrap items-center gap-2 pt-1">
        <Badge tone={studentStatusTone(session.status)} dot>
          {t(`status.${session.status}`)}
        </Badge>
        {session.rescheduleCount > 0 ? (
          <span className="text-muted-foreground text-xs">
            {t('card.rescheduled', { count: session.rescheduleCount })}
          </span>
        ) : null}
      </div>
      {session.status === 'cancelled' && session.cancellationReason ? (
        <p className="text-muted-foreground text-xs">{t('card.reason', { reason: session.cancellationReason })}</p>
      ) : null}
    </>
  );
}

/** What the student can do now: join, reschedule, cancel; nothing when none applies. */
export function SessionActions({ session, timeZone, now }: Part & { now: Date }) {
  const showMeeting = isJoinable(session, now);
  if (!showMeeting && !session.canCancel && !session.canReschedule) return null;
  return (
    <div className="flex flex-wrap items-start gap-2 sm:shrink-0 sm:justify-end">
      {showMeeting ? (
        <SessionMeeting
          id={session.id}
          meetingUrl={session.meetingUrl}
          startsAt={session.startsAt}
          endsAt={session.endsAt}
          now={now}
        />
      ) : null}
      {session.canReschedule ? <SessionRescheduleDialog session={session} timeZone={timeZone} /> : null}
      {session.canCancel ? <SessionCancelDialog session={session} timeZone={timeZone} /> : null}
    </div>
  );
}
