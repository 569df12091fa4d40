import { CalendarClock, CalendarPlus } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

function Actions() {
  return (
    <>
      <Button asChild size="sm">
        <Link href="/teacher/sessions/new">Book a session</Link>
      </Button>
      <Button asChild variant="secondary" size="sm">
        <Link href="/teacher/settings/availability">Set your availability</Link>
      </Button>
    </>
  );
}

/** A week without sessions; the open hours, if any, are still drawn below it. */
export function EmptyWeek({ hasOpenHours }: { hasOpenHours: boolean }) {
  return (
    <EmptyState
      icon={CalendarPlus}
      headingLevel="h3"
      title="No sessions this week"
      description={
        hasOpenHours
          ? 'Your open hours are shown below. Students can book them on your public page, or you can book a session for a student.'
          : 'You have no open hours this week either. Set your weekly availability so students can book, or book a session for a student.'
      }
      action={<Actions />}
    />
  );
}

/** An agenda period without sessions. */
export function EmptyAgenda() {
  return (
    <EmptyState
      icon={CalendarClock}
      headingLevel="h3"
      title="No sessions in these two weeks"
      description="Booked lessons and trials appear here, day by day, as soon as they are booked."
      action={<Actions />}
    />
  );
}
