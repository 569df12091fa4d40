import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { TTeacherSessionRow } from '@/lib/booking/session-schemas';
import type { RegionalFormat } from '@/lib/core/locale';
import { formatSessionTime } from './session-format';
import { TrialDecisionButtons } from './trial-decision-buttons';

type Props = { sessions: TTeacherSessionRow[]; total: number; timeZone: string; regional?: RegionalFormat };

/** Trials waiting for the teacher's decision, with Confirm / Reject on each; nothing when none wait. */
export function PendingTrials({ sessions, total, timeZone, regional }: Props) {
  const t = useTranslations('teacherSessionTools.pendingTrials');
  if (total === 0) return null;
  return (
    <section aria-labelledby="pending-trials-heading">
      <Card>
        <CardHeader>
          <CardTitle id="pending-trials-heading">{t('title')}</CardTitle>
          <CardDescription>{t('text', { count: total })}</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-border divide-y">
            {sessions.map((session) => {
              const when = formatSessionTime(session.startsAt, timeZone, regional);
              const name = session.student?.name ?? t('unknownVisitor');
              return (
                <li
                  key={session.id}
                  aria-label={t('trialOf', { name })}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="text-sm">
                    <Link href={`/teacher/sessions/${session.id}`} className="font-medium hover:underline">
                      {name}
                    </Link>
                    <span className="text-muted-foreground block">
                      {session.service.name} · {when}
                    </span>
                  </div>
                  <TrialDecisionButtons sessionId={session.id} description={`${name}, ${when}`} />
                </li>
              );
            })}
          </ul>
          {total > sessions.length ? (
            <p className="text-muted-foreground pt-2 text-sm">
              <Link href="/teacher/sessions?status=pending_confirmation" className="underline">
                {t('seeAll', { count: total })}
              </Link>
            </p>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}
