/**
 * The services page's URL search params (`status`, `from`, `to`, `page`, `sort`, `direction`) as
 * the list query of the API (client-safe). The page's `to` is the last day included, as in every
 * filter bar; the API's `to` is the first day after. A malformed filter is dropped, with a message,
 * rather than breaking the page.
 */
import { formatIsoDateRange } from '@/lib/core/format-time';
import { shiftIsoDate } from '@/lib/core/zoned-date';
import { ZListServicesQuery, type TListServicesQuery } from './schemas';
import { querySortOf, readServicesSort, type ServicesPageSort } from './services-page-sort';

type SearchParams = Record<string, string | string[] | undefined>;

/** The page shows up to this many services at once (the API's maximum page size). */
export const servicesPageSize = 100;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

/** The day after a well-formed `YYYY-MM-DD`; anything else is left for the schema to refuse. */
const dayAfter = (day: string | undefined) => (day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? shiftIsoDate(day, 1) : day);

type ServicesPageQuery = {
  /** The list query as the page reads it: `to` is the last day included. */
  query: Omit<TListServicesQuery, 'to'> & { to?: string };
  /** The same for listServices, whose `to` is the first day after the range. */
  listQuery: TListServicesQuery;
  /** The order asked for; null is the teacher's own order. */
  sort: ServicesPageSort | null;
  problem: string | null;
};

export function parseServicesPageQuery(params: SearchParams): ServicesPageQuery {
  const page = first(params.page);
  const sort = readServicesSort(first(params.sort), first(params.direction));
  const to = first(params.to);
  const filters = { status: first(params.status), from: first(params.from), to: dayAfter(to) };
  const parsed = ZListServicesQuery.safeParse({ ...filters, ...querySortOf(sort), page, limit: servicesPageSize });
  if (parsed.success) return { query: { ...parsed.data, to }, listQuery: parsed.data, sort, problem: null };
  const fallback = ZListServicesQuery.parse({ ...querySortOf(sort), limit: servicesPageSize });
  return {
    query: fallback,
    listQuery: fallback,
    sort,
    problem: 'The filter in the address was not valid, so it was cleared.',
  };
}

/** "1 – 30 Jun 2025" for the range [from, to) of local dates. */
export function describeDateRange(from: string, to: string): string {
  return formatIsoDateRange(from, shiftIsoDate(to, -1));
}
