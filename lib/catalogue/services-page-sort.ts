/**
 * The services page's order (`?sort=&direction=`, client-safe). Name, status and price are ordered
 * by the list query; the kind and the stats are computed per page, so the page orders its rows by
 * them after loading (a page holds up to 100 services: every service of nearly every teacher).
 */
import type { TListServicesQuery, TServiceListRow } from './schemas';

const pageSortValues = {
  structure: (row) => row.structure,
  sold: (row) => row.stats.sold,
  active: (row) => row.stats.activeEnrollments,
  revenue: (row) => row.stats.lifetimeRevenue[0]?.amount ?? 0,
  delivered: (row) => row.stats.sessionsDelivered,
  remaining: (row) => row.stats.remainingCredits,
  inRange: (row) => row.stats.sessionsInRange,
} satisfies Record<string, (row: TServiceListRow) => string | number>;

const querySortFields = ['name', 'status', 'priceAmount'] as const;

type PageSortField = keyof typeof pageSortValues;
export type ServicesPageSort = {
  field: (typeof querySortFields)[number] | PageSortField;
  direction: 'asc' | 'desc';
};

const isPageSortField = (field: string): field is PageSortField => field in pageSortValues;

/** The order asked for in the URL, or null (the teacher's own order) when there is none or it is unknown. */
export function readServicesSort(sort: string | undefined, direction: string | undefined): ServicesPageSort | null {
  if (!sort || !((querySortFields as readonly string[]).includes(sort) || isPageSortField(sort))) return null;
  return { field: sort as ServicesPageSort['field'], direction: direction === 'desc' ? 'desc' : 'asc' };
}

/** What the list query orders by for this page order (its default order when the page sorts itself). */
export function querySortOf(sort: ServicesPageSort | null): Pick<TListServicesQuery, 'sort' | 'direction'> {
  return sort && !isPageSortField(sort.field)
    ? { sort: sort.field, direction: sort.direction }
    : { sort: 'sortOrder', direction: 'asc' };
}

/** The rows in the page order; ties keep the teacher's order. */
export function sortServiceRows(rows: TServiceListRow[], sort: ServicesPageSort | null): TServiceListRow[] {
  if (!sort || !isPageSortField(sort.field)) return rows;
  const valueOf = pageSortValues[sort.field] as (row: TServiceListRow) => string | number;
  const sign = sort.direction === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const [left, right] = [valueOf(a), valueOf(b)];
    const order =
      typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right));
    return sign * order;
  });
}
