import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { NotebookPen } from 'lucide-react';
import { HomeworkDoneButton } from '@/components/portal/homework-done-button';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { requireStudentPage } from '@/lib/auth/require-page';
import { listStudentHomework } from '@/lib/booking/student/list-student-homework';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { formatDateTime } from '@/lib/presentation/format';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('portalPages.homework'))('title') };
}

/** The homework of all the student's lessons: open first by due date, then done. */
export default async function PortalHomeworkPage() {
  const [{ student }, t, regional] = await Promise.all([
    requireStudentPage(),
    getTranslations('portalPages.homework'),
    requestRegionalFormat(),
  ]);
  const homework = await listStudentHomework({
    student: { id: student.id, teacherId: student.teacherId },
    query: { page: 1, limit: 100 },
  });
  const zone = student.timezone;
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      {homework.data.length === 0 ? (
        <EmptyState
          icon={NotebookPen}
          title={t('empty')}
          description={t('emptyText')}
          className="py-16"
        />
      ) : (
        <ul className="space-y-3" aria-label={t('list')}>
          {homework.data.map((item) => (
            <li key={item.sessionId} className="border-border bg-surface rounded-xl border p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Link href={`/portal/sessions/${item.sessionId}`} className="text-primary text-sm font-medium hover:underline">
                  {t('lesson', { service: item.service.name, date: formatDateTime(item.startsAt, zone, 'weekdayDate', regional) })}
                </Link>
                {item.homeworkDoneAt ? (
                  <Badge tone="success">{t('done')}</Badge>
                ) : item.homeworkDueAt ? (
                  <Badge tone={item.overdue ? 'danger' : 'neutral'}>
                    {t(item.overdue ? 'overdue' : 'due', {
                      date: formatDateTime(item.homeworkDueAt, zone, 'date', regional),
                    })}
                  </Badge>
                ) : (
                  <Badge>{t('open')}</Badge>
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
