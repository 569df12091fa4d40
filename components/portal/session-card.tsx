import { ChevronRight, Paperclip } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import type { TStudentSession } from '@/lib/booking/student/schemas';
import type { RegionalFormat } from '@/lib/core/locale';
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
  /** The student's language and clock (English without). */
  regional?: RegionalFormat;
};

/**
 * One session in the portal: time on the student's clock, what, with whom, status, what the teacher
 * wrote (short: summary, homework, how many materials; in full on the session's page) and actions.
 * A cancelled or declined lesson keeps its place in time but is drawn as called off.
 */
export function SessionCard({ session, timeZone, now = new Date(), regional }: Props) {
  const t = useTranslations('portal.card');
  const time = formatInstantRange(session.startsAt, session.endsAt, timeZone, regional);
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
          <SessionTime session={session} timeZone={timeZone} time={time} regional={regional} />
          <p className="text-foreground text-sm">
            {session.isTrialSession ? t('trial', { service: session.service.name }) : session.service.name}
            <span className="text-muted-foreground">
              {' '}
              · {formatDuration(session.service.durationMinutes, regional)}
            </span>
          </p>
          <p className="text-muted-foreground text-sm">{t('with', { teacher: session.teacher.name })}</p>
          <SessionState session={session} />
          {hasNotes ? (
            <dl className="text-foreground space-y-0.5 pt-1 text-sm" aria-label={t('fromTeacher')}>
              {session.summary ? (
                <div className="flex gap-1.5">
                  <dt className="text-muted-foreground shrink-0">{t('summary')}</dt>
                  <dd className="line-clamp-2 min-w-0">{session.summary}</dd>
                </div>
              ) : null}
              {session.homework ? (
                <div className="flex gap-1.5">
                  <dt className="text-muted-foreground shrink-0">{t('homework')}</dt>
                  <dd className="line-clamp-2 min-w-0">{session.homework}</dd>
                </div>
              ) : null}
              {session.materialCount > 0 ? (
                <div className="flex items-center gap-1.5">
                  <dt className="sr-only">{t('materials')}</dt>
                  <dd className="text-muted-foreground inline-flex items-center gap-1">
                    <Paperclip className="size-3.5" aria-hidden="true" />{' '}
                    {t('materialCount', { count: session.materialCount })}
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          <Link
            href={`/portal/sessions/${session.id}`}
            className="text-primary inline-flex items-center gap-0.5 pt-1 text-sm font-medium hover:underline"
          >
            {hasNotes ? t('notesLink') : t('detailsLink')}
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
