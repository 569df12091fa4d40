import { z } from 'zod';
import type { CalendarView } from '@/components/calendar/calendar-toolbar';

const ZDate = z.iso.date();

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * `?view=agenda` (week otherwise) and `?date=YYYY-MM-DD` (today otherwise). A page is forgiving
 * where the API is strict: a bad date falls back to today rather than failing the page.
 */
export function parseCalendarPageQuery(params: Record<string, string | string[] | undefined>): {
  view: CalendarView;
  date?: string;
} {
  const view = single(params.view) === 'agenda' ? 'agenda' : 'week';
  const date = ZDate.safeParse(single(params.date));
  return { view, ...(date.success ? { date: date.data } : {}) };
}
