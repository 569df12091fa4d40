/**
 * The services page's URL search params (`status`, `from`, `to`, `page`) as the list query of the
 * API (client-safe). A malformed filter is dropped, with a message, rather than breaking the page.
 */
import { ZListServicesQuery, type TListServicesQuery } from './schemas';

type SearchParams = Record<string, string | string[] | undefined>;

/** The page shows up to this many services at once (the API's maximum page size). */
export const servicesPageSize = 100;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

export function parseServicesPageQuery(params: SearchParams): { query: TListServicesQuery; problem: string | null } {
  const page = first(params.page);
  const filters = { status: first(params.status), from: first(params.from), to: first(params.to) };
  const parsed = ZListServicesQuery.safeParse({ ...filters, page, limit: servicesPageSize });
  if (parsed.success) return { query: parsed.data, problem: null };
  const fallback = ZListServicesQuery.parse({ limit: servicesPageSize });
  return { query: fallback, problem: 'The filter in the address was not valid, so it was cleared.' };
}

/** "1 – 30 Jun 2025" for the range [from, to) of local dates. */
export function describeDateRange(from: string, to: string): string {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(new Date(`${to}T00:00:00Z`).getTime() - 86_400_000);
  const format = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return end <= start ? format.format(start) : format.formatRange(start, end);
}
