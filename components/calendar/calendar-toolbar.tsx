import { ChevronLeft, ChevronRight } from 'lucide-react';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/ui/cn';

export type CalendarView = 'week' | 'agenda';

const views: { view: CalendarView; label: string }[] = [
  { view: 'week', label: 'Week' },
  { view: 'agenda', label: 'Agenda' },
];

const href = (view: CalendarView, date?: string) => {
  const params = new URLSearchParams();
  if (view === 'agenda') params.set('view', 'agenda');
  if (date) params.set('date', date);
  const query = params.toString();
  return query ? `/teacher/calendar?${query}` : '/teacher/calendar';
};

type Props = {
  view: CalendarView;
  /** What the period shown is called, e.g. `1–7 Mar 2027`. */
  periodLabel: string;
  previousDate: string;
  nextDate: string;
  /** The date kept when switching view. */
  date?: string;
};

/** Week / Agenda as links, and previous / today / next through `?date=`: plain server-rendered links. */
export function CalendarToolbar({ view, periodLabel, previousDate, nextDate, date }: Props) {
  const unit = view === 'week' ? 'week' : 'two weeks';
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <nav aria-label="Calendar view" className="border-border flex gap-1 border-b">
        {views.map((option) => (
          <Link
            key={option.view}
            href={href(option.view, date)}
            aria-current={option.view === view ? 'page' : undefined}
            className={cn(
              '-mb-px inline-flex h-10 items-center border-b-2 px-3 text-sm font-medium transition-colors',
              option.view === view
                ? 'border-primary text-foreground'
                : 'text-muted-foreground hover:text-foreground border-transparent',
            )}
          >
            {option.label}
          </Link>
        ))}
      </nav>
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="secondary" size="icon-sm">
          <Link href={href(view, previousDate)} aria-label={`Previous ${unit}`}>
            <ChevronLeft aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="secondary" size="sm">
          <Link href={href(view)}>Today</Link>
        </Button>
        <Button asChild variant="secondary" size="icon-sm">
          <Link href={href(view, nextDate)} aria-label={`Next ${unit}`}>
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
        <h2 className="text-foreground ml-1 text-sm font-semibold sm:text-base" aria-live="polite">
          {periodLabel}
        </h2>
      </div>
    </div>
  );
}
