import { z } from 'zod';
import type { CalendarView } from '@/components/calendar-view/calendar-toolbar';

const ZDate = z.iso.date();
const ZView = z.enum(['day', 'week', 'month', 'agenda']);

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * `?view=day|month|agenda` (week otherwise) and `?date=YYYY-MM-DD` (today otherwise). A page is
 * forgiving where the API is strict: a bad date falls back to today rather than failing the page.
 */
export function parseCalendarPageQuery(params: Record<string, string | string[] | undefined>): {
  view: CalendarView;
  date?: string;
} {
  const view = ZView.safeParse(single(params.view));
  const date = ZDate.safeParse(single(params.date));
  return { view: view.success ? view.data : 'week', ...(date.success ? { date: date.data } : {}) };
}
