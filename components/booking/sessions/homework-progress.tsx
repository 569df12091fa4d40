import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { TSessionDetail } from '@/lib/booking/session-schemas';
import type { RegionalFormat } from '@/lib/core/locale';
import { formatDateTime } from '@/lib/presentation/format';

type Mark = { id: string; name: string; doneAt: string | null };
type Props = { session: TSessionDetail; timeZone: string; regional?: RegionalFormat };

/**
 * Whether each student of the session has marked the homework done (the main student's mark is on
 * the session, each participant's on their own row), and the due day, in the teacher's zone and
 * the reader's format.
 */
export function HomeworkProgress({ session, timeZone, regional }: Props) {
  const t = useTranslations('teacherSessionTools.homework');
  if (!session.homework) return null;
  const day = (at: string) => formatDateTime(at, timeZone, 'date', regional);
  const marks: Mark[] = [
    ...(session.student
      ? [{ id: session.student.id, name: session.student.name, doneAt: session.homeworkDoneAt }]
      : []),
    ...session.participants
      .filter((participant) => participant.student.id !== session.student?.id && participant.status !== 'cancelled')
      .map((participant) => ({
        id: participant.student.id,
        name: participant.student.name,
        doneAt: participant.homeworkDoneAt,
      })),
  ];
  const overdue = session.homeworkDueAt !== null && new Date(session.homeworkDueAt) < new Date();
  return (
    <section aria-label={t('progress')} className="border-border mt-4 space-y-2 border-t pt-4 text-sm">
      <p className="text-muted-foreground">
        {session.homeworkDueAt ? t('due', { date: day(session.homeworkDueAt) }) : t('noDue')}
      </p>
      <ul className="space-y-1">
        {marks.map((mark) => (
          <li key={mark.id} className="flex items-center justify-between gap-2">
            <span>{mark.name}</span>
            {mark.doneAt ? (
              <Badge tone="success">{t('doneOn', { date: day(mark.doneAt) })}</Badge>
            ) : (
              <Badge tone={overdue ? 'danger' : 'neutral'}>{t(overdue ? 'overdue' : 'open')}</Badge>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
