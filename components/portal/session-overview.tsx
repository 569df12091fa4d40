import { useTranslations } from 'next-intl';
import type { TStudentSession } from '@/lib/booking/student/schemas';
import type { RegionalFormat } from '@/lib/core/locale';
import { cn } from '@/lib/presentation/cn';
import { formatDuration } from '@/lib/presentation/format';
import { formatInstantRange } from '@/lib/availability/local-slots';

import { SessionActions, SessionState, SessionTime } from './session-parts';
import { isCalledOff } from './session-status';

/** The head of a session's page: time on the student's clock, state, and what they can do now. */
export function SessionOverview({
  session,
  timeZone,
  now = new Date(),
  regional,
}: {
  session: TStudentSession;
  timeZone: string;
  now?: Date;
  regional?: RegionalFormat;
}) {
  const t = useTranslations('portal.session');
  const calledOff = isCalledOff(session.status);
  const time = formatInstantRange(session.startsAt, session.endsAt, timeZone, regional);
  return (
    <section
      aria-label={t('region')}
      className={cn(
        'border-border flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-start sm:justify-between',
        calledOff ? 'bg-surface-muted border-dashed' : 'bg-surface shadow-xs',
      )}
    >
      <div className="min-w-0 space-y-1">
        <SessionTime session={session} timeZone={timeZone} time={time} regional={regional} />
        <p className="text-muted-foreground text-sm">
          {formatDuration(session.service.durationMinutes, regional)}
          {session.isTrialSession ? ` · ${t('trialLesson')}` : ''}
          {session.role === 'participant' ? ` · ${t('groupSession')}` : ''}
        </p>
        <SessionState session={session} />
      </div>
      <SessionActions session={session} timeZone={timeZone} now={now} />
    </section>
  );
}
