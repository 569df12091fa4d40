import { useTranslations } from 'next-intl';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { BookingAnswersEntry } from '@/lib/booking/list-booking-answers';
import type { RegionalFormat } from '@/lib/core/locale';
import { formatDateTime } from '@/lib/presentation/format';
import { BookingAnswers } from './booking-answers';

type Props = { entries: BookingAnswersEntry[]; timeZone: string; regional?: RegionalFormat };

/** The student's profile: what they answered when they booked, newest first; nothing when never asked. */
export function StudentBookingAnswersCard({ entries, timeZone, regional }: Props) {
  const t = useTranslations('teacherSessionTools.answers');
  if (entries.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-border divide-y">
          {entries.map((entry) => (
            <li key={`${entry.kind}:${entry.id}`} className="space-y-2 py-3 first:pt-0 last:pb-0">
              <p className="text-muted-foreground text-xs">
                {t('when', {
                  service: entry.serviceName,
                  kind: entry.kind,
                  when: formatDateTime(entry.at, timeZone, 'dateTime', regional),
                })}
              </p>
              <BookingAnswers answers={entry.answers} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
