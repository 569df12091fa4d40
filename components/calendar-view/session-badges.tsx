import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { TCalendarSessionItem } from '@/lib/calendar-view/schemas';
import { isPendingTrial, sessionTone } from './session-tone';

/** Status badge, plus "Trial to confirm" for a pending trial (or "Trial" for another trial). */
export function SessionBadges({ session }: { session: TCalendarSessionItem }) {
  const t = useTranslations('teacherCalendar.block');
  const statuses = useTranslations('teacherSessions.status');
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      {isPendingTrial(session) ? (
        <Badge tone="warning">{t('trialToConfirm')}</Badge>
      ) : (
        <>
          <Badge tone={sessionTone(session.status)} dot>
            {statuses.has(session.status) ? statuses(session.status) : session.status}
          </Badge>
          {session.isTrialSession ? <Badge tone="info">{t('trial')}</Badge> : null}
        </>
      )}
    </span>
  );
}
