import { ChevronRight, Paperclip } from 'lucide-react';
import Link from 'next/link';
import type { TStudentSession } from '@/lib/booking/student/schemas';
import { cn } from '@/lib/presentation/cn';
import { formatDuration } from '@/lib/presentation/format';
import { formatInstantRange } from '@/lib/availability/local-slots';

import { SessionActions, SessionState, SessionTime } from './session-parts';
import { isCalledOff } from './session-status';

type Props = {
  session: TStudentSession;
  /** The student's zone: every card of the list is on this one clock, named beside the time. */
  timeZone: string;
  /** The moment the list is drawn at (whether the meeting can still be joined). */
  now?: Date;
};

const materialsText = (count: number) => `${count} ${count === 1 ? 'material' : 'materials'}`;

/**
 * One session in the portal: time on the student's clock, what, with whom, status, what the teacher
 * wrote (short: summary, homework, how many materials; in full on the session's page) and actions.
 * A cancelled or declined lesson keeps its place in time but is drawn as called off.
 */
export function SessionCard({ session, timeZone, now = new Date() }: Props) {
  const time = formatInstantRange(session.startsAt, session.endsAt, timeZone);
  const calledOff = isCalledOff(session.status);
  const hasNotes = Boolean(session.summary || session.homework || session.materialCount > 0);
  return (
    <li>
      <article
        aria-label={`${session.service.name}, ${time}`}
        className={cn(
          'border-border flex flex-col gap-3 rounded-xl border p-4 shadow-xs sm:flex-row sm:items-start sm:justify-between',
          calledOff ? 'bg-surface-muted border-dashed shadow-none' : 'bg-surface',
        )}
      >
        <div className="min-w-0 flex-1 space-y-1">
          <SessionTime session={session} timeZone={timeZone} time={time} />
          <p className="text-foreground text-sm">
            {session.service.name}
            {session.isTrialSession ? ' (trial)' : ''}
            <span className="text-muted-foreground"> · {formatDuration(session.service.durationMinutes)}</span>
          </p>
          <p className="text-muted-foreground text-sm">with {session.teacher.name}</p>
          <SessionState session={session} />
          {hasNotes ? (
            <dl className="text-foreground space-y-0.5 pt-1 text-sm" aria-label="From your teacher">
              {session.summary ? (
                <div className="flex gap-1.5">
                  <dt className="text-muted-foreground shrink-0">Summary:</dt>
                  <dd className="line-clamp-2 min-w-0">{session.summary}</dd>
                </div>
              ) : null}
              {session.homework ? (
                <div className="flex gap-1.5">
                  <dt className="text-muted-foreground shrink-0">Homework:</dt>
                  <dd className="line-clamp-2 min-w-0">{session.homework}</dd>
                </div>
              ) : null}
              {session.materialCount > 0 ? (
                <div className="flex items-center gap-1.5">
                  <dt className="sr-only">Materials:</dt>
                  <dd className="text-muted-foreground inline-flex items-center gap-1">
                    <Paperclip className="size-3.5" aria-hidden="true" /> {materialsText(session.materialCount)}
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          <Link
            href={`/portal/sessions/${session.id}`}
            className="text-primary inline-flex items-center gap-0.5 pt-1 text-sm font-medium hover:underline"
          >
            {hasNotes ? 'Notes and materials' : 'Session details'}
            <span className="sr-only">
              : {session.service.name}, {time}
            </span>
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        <SessionActions session={session} timeZone={timeZone} now={now} />
      </article>
    </li>
  );
}
