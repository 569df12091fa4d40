import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { TStudentHomework } from '@/lib/booking/student/schemas';
import { formatInZone } from '@/lib/core/format-time';

/** A student's homework on their profile: done or open (overdue in red), open first by due date. */
export function StudentHomeworkCard({ items, timeZone }: { items: TStudentHomework[]; timeZone: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Homework</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-muted-foreground text-sm">No homework set yet.</p>
        ) : (
          <ul className="divide-border divide-y text-sm" aria-label="Homework">
            {items.map((item) => (
              <li key={item.sessionId} className="flex flex-wrap items-start justify-between gap-2 py-2">
                <span className="min-w-0">
                  <Link href={`/teacher/sessions/${item.sessionId}`} className="font-medium hover:underline">
                    {formatInZone(item.startsAt, timeZone, 'weekdayDate')}
                  </Link>
                  <span className="text-muted-foreground block break-words">{item.homework}</span>
                </span>
                {item.homeworkDoneAt ? (
                  <Badge tone="success">Done</Badge>
                ) : (
                  <Badge tone={item.overdue ? 'danger' : 'neutral'}>
                    {item.overdue ? 'Overdue' : 'Open'}
                    {item.homeworkDueAt ? ` · due ${formatInZone(item.homeworkDueAt, timeZone, 'dayMonth')}` : ''}
                  </Badge>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
