import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/presentation/cn';

export type CalendarView = 'day' | 'week' | 'month' | 'agenda';

const views: CalendarView[] = ['day', 'week', 'month', 'agenda'];

/** `/teacher/calendar` is this week; other views and dates add `?view=` and `?date=`. */
export const calendarHref = (view: CalendarView, date?: string) => {
  const params = new URLSearchParams();
  if (view !== 'week') params.set('view', view);
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

/** Day / Week / Month / Agenda as links, and previous / today / next through `?date=`: plain server-rendered links. */
export function CalendarToolbar({ view, periodLabel, previousDate, nextDate, date }: Props) {
  const t = useTranslations('teacherCalendar.toolbar');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <nav aria-label={t('views')} className="border-border flex max-w-full gap-1 overflow-x-auto border-b">
        {views.map((option) => (
          <Link
            key={option}
            href={calendarHref(option, date)}
            aria-current={option === view ? 'page' : undefined}
            className={cn(
              '-mb-px inline-flex h-10 shrink-0 items-center border-b-2 px-3 text-sm font-medium transition-colors',
              option === view
                ? 'border-primary text-foreground'
                : 'text-muted-foreground hover:text-foreground border-transparent',
            )}
          >
            {t(`view.${option}`)}
          </Link>
        ))}
      </nav>
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="secondary" size="icon-sm">
          <Link href={calendarHref(view, previousDate)} aria-label={t('previous', { view })}>
            <ChevronLeft aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="secondary" size="sm">
          <Link href={calendarHref(view)}>{t('today')}</Link>
        </Button>
        <Button asChild variant="secondary" size="icon-sm">
          <Link href={calendarHref(view, nextDate)} aria-label={t('next', { view })}>
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
