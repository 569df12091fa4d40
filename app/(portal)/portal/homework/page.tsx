import type { Metadata } from 'next';
import Link from 'next/link';
import { NotebookPen } from 'lucide-react';
import { HomeworkDoneButton } from '@/components/portal/homework-done-button';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { requireStudentPage } from '@/lib/auth/require-page';
import { listStudentHomework } from '@/lib/booking/student/list-student-homework';
import { formatInZone } from '@/lib/core/format-time';

export const metadata: Metadata = { title: 'Homework' };

/** The homework of all the student's lessons: open first by due date, then done. */
export default async function PortalHomeworkPage() {
  const { student } = await requireStudentPage();
  const homework = await listStudentHomework({
    student: { id: student.id, teacherId: student.teacherId },
    query: { page: 1, limit: 100 },
  });
  const zone = student.timezone;
  return (
    <>
      <PageHeader title="Homework" description="What your teacher gave you to do, open first by due date." />
      {homework.data.length === 0 ? (
        <EmptyState
          icon={NotebookPen}
          title="No homework yet"
          description="When your teacher sets homework after a lesson, it appears here."
          className="py-16"
        />
      ) : (
        <ul className="space-y-3" aria-label="Homework">
          {homework.data.map((item) => (
            <li key={item.sessionId} className="border-border bg-surface rounded-xl border p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link href={`/portal/sessions/${item.sessionId}`} className="text-primary text-sm font-medium hover:underline">
                  {item.service.name}, {formatInZone(item.startsAt, zone, 'weekdayDate')}
                </Link>
                {item.homeworkDoneAt ? (
                  <Badge tone="success">Done</Badge>
                ) : item.homeworkDueAt ? (
                  <Badge tone={item.overdue ? 'danger' : 'neutral'}>
                    {item.overdue ? 'Overdue' : 'Due'} {formatInZone(item.homeworkDueAt, zone, 'date')}
                  </Badge>
                ) : (
                  <Badge>Open</Badge>
                )}
              </div>
              <p className="text-foreground mt-2 text-sm leading-6 whitespace-pre-line">{item.homework}</p>
              <div className="mt-3">
                <HomeworkDoneButton sessionId={item.sessionId} done={item.homeworkDoneAt !== null} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
