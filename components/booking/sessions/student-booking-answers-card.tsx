import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { BookingAnswersEntry } from '@/lib/booking/list-booking-answers';
import { formatDateTime } from '@/lib/presentation/format';
import { BookingAnswers } from './booking-answers';

/** The student's profile: what they answered when they booked, newest first; nothing when never asked. */
export function StudentBookingAnswersCard({ entries, timeZone }: { entries: BookingAnswersEntry[]; timeZone: string }) {
  if (entries.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Answers when booking</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-border divide-y">
          {entries.map((entry) => (
            <li key={`${entry.kind}:${entry.id}`} className="space-y-2 py-3 first:pt-0 last:pb-0">
              <p className="text-muted-foreground text-xs">
                {entry.serviceName} · {entry.kind === 'session' ? 'session of' : 'enrolled'}{' '}
                {formatDateTime(entry.at, timeZone, 'dateTime')}
              </p>
              <BookingAnswers answers={entry.answers} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
