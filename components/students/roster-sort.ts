import { pageHref } from '@/components/ui/list-pagination';
import type { studentSortFields } from '@/lib/students/schemas';

/** The roster's order as the URL says it (`?sort=level&direction=desc`); name ascending without it. */
export type RosterSort = { field: (typeof studentSortFields)[number]; direction: 'asc' | 'desc' };

const listOrder: RosterSort = { field: 'name', direction: 'asc' };

/**
 * Where a column header leads: a column not sorted yet sorts ascending, ascending turns descending,
 * descending goes back to the list's own order (as the client table's headers did). The list's own
 * order leaves `sort` and `direction` out of the address, and a new order starts at page 1.
 */
export function rosterSortHref(
  pathname: string,
  params: Record<string, string | undefined>,
  field: RosterSort['field'],
  current: RosterSort,
): string {
  const next: RosterSort | null =
    current.field !== field
      ? { field, direction: 'asc' }
      : current.direction === 'asc'
        ? { field, direction: 'desc' }
        : null;
  const isListOrder = !next || (next.field === listOrder.field && next.direction === listOrder.direction);
  const kept = Object.entries(params).filter(([key]) => key !== 'sort' && key !== 'direction');
  if (!isListOrder) kept.push(['sort', next.field], ['direction', next.direction]);
  return pageHref(pathname, kept, 1);
}
