import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { TStudentHomework } from '@/lib/booking/student/schemas';
import type { RegionalFormat } from '@/lib/core/locale';
import { formatDateTime } from '@/lib/presentation/format';

type Props = { items: TStudentHomework[]; timeZone: string; regional?: RegionalFormat };

/** A student's homework on their profile: done or open (overdue in red), open first by due date. */
export function StudentHomeworkCard({ items, timeZone, regional }: Props) {
  const t = useTranslations('teacherSessionTools.homework');
  const state = (item: TStudentHomework) => {
    const overdue = item.overdue ? 'overdue' : 'open';
    if (!item.homeworkDueAt) return t(overdue);
    return t(`${overdue}Due`, { date: formatDateTime(item.homeworkDueAt, timeZone, 'dayMonth', regional) });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('none')}</p>
        ) : (
          <ul className="divide-border divide-y text-sm" aria-label={t('title')}>
            {items.map((item) => (
              <li key={item.sessionId} className="flex flex-wrap items-start justify-between gap-2 py-2">
                <span className="min-w-0">
                  <Link href={`/teacher/sessions/${item.sessionId}`} className="font-medium hover:underline">
                    {formatDateTime(item.startsAt, timeZone, 'weekdayDate', regional)}
                  </Link>
                  <span className="text-muted-foreground block break-words">{item.homework}</span>
                </span>
                {item.homeworkDoneAt ? (
                  <Badge tone="success">{t('done')}</Badge>
                ) : (
                  <Badge tone={item.overdue ? 'danger' : 'neutral'}>{state(item)}</Badge>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
