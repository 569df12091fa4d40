import type { SortingState } from '@tanstack/react-table';

/** A list's order as the URL and the server say it: `?sort=name&direction=desc`. */
export type UrlSort = { field: string; direction: 'asc' | 'desc' };

/** The table's sorting state for the order the server applied (none when it is the list's own order). */
export const sortingOf = (sort: UrlSort | null | undefined): SortingState =>
  sort ? [{ id: sort.field, desc: sort.direction === 'desc' }] : [];

/**
 * The URL values for a new sorting state: null values leave the URL, so the list's default order
 * (`fallback`) keeps a clean address, as does no sorting at all.
 */
export function urlSortOf(sorting: SortingState, fallback?: UrlSort) {
  const first = sorting[0];
  if (!first) return { sort: null, direction: null };
  const direction = first.desc ? ('desc' as const) : ('asc' as const);
  if (fallback && fallback.field === first.id && fallback.direction === direction)
    return { sort: null, direction: null };
  return { sort: first.id, direction };
}
