import { Badge } from '@/components/ui/badge';
import type { TSessionDetail } from '@/lib/booking/session-schemas';
import { formatInZone } from '@/lib/core/format-time';

type Mark = { id: string; name: string; doneAt: string | null };

/**
 * Whether each student of the session has marked the homework done (the main student's mark is on
 * the session, each participant's on their own row), and the due day, in the teacher's zone.
 */
export function HomeworkProgress({ session, timeZone }: { session: TSessionDetail; timeZone: string }) {
  if (!session.homework) return null;
  const marks: Mark[] = [
    ...(session.student ? [{ id: session.student.id, name: session.student.name, doneAt: session.homeworkDoneAt }] : []),
    ...session.participants
      .filter((participant) => participant.student.id !== session.student?.id && participant.status !== 'cancelled')
      .map((participant) => ({ id: participant.student.id, name: participant.student.name, doneAt: participant.homeworkDoneAt })),
  ];
  const overdue = session.homeworkDueAt !== null && new Date(session.homeworkDueAt) < new Date();
  return (
    <section aria-label="Homework progress" className="border-border mt-4 space-y-2 border-t pt-4 text-sm">
      <p className="text-muted-foreground">
        {session.homeworkDueAt ? `Due ${formatInZone(session.homeworkDueAt, timeZone, 'date')}` : 'No due date'}
      </p>
      <ul className="space-y-1">
        {marks.map((mark) => (
          <li key={mark.id} className="flex items-center justify-between gap-2">
            <span>{mark.name}</span>
            {mark.doneAt ? (
              <Badge tone="success">Done {formatInZone(mark.doneAt, timeZone, 'date')}</Badge>
            ) : (
              <Badge tone={overdue ? 'danger' : 'neutral'}>{overdue ? 'Overdue' : 'Open'}</Badge>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
