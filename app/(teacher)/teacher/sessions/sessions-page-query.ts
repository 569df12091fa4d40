/**
 * The sessions page's URL search params (`status`, `when`, `page`) as a list query (client-safe).
 * A malformed value is dropped, with a message, rather than breaking the page.
 */
import { z } from 'zod';
import { SessionStatus } from '@/generated/prisma/enums';

type SearchParams = Record<string, string | string[] | undefined>;

export const sessionsPageSize = 20;

export const ZSessionsPageQuery = z.object({
  status: z.enum(SessionStatus).optional(),
  /** upcoming: not ended yet, soonest first; past: ended, latest first. */
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TSessionsPageQuery = z.infer<typeof ZSessionsPageQuery>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

export function parseSessionsPageQuery(params: SearchParams): { query: TSessionsPageQuery; problem: string | null } {
  const raw = { status: first(params.status), when: first(params.when), page: first(params.page) };
  const parsed = ZSessionsPageQuery.safeParse(raw);
  if (parsed.success) return { query: parsed.data, problem: null };
  // Keep whatever part is valid; clear the rest.
  const query = {
    status: ZSessionsPageQuery.shape.status.catch(undefined).parse(raw.status),
    when: ZSessionsPageQuery.shape.when.catch('upcoming').parse(raw.when),
    page: ZSessionsPageQuery.shape.page.catch(1).parse(raw.page),
  };
  return { query, problem: 'Part of the filter in the address was not valid, so it was cleared.' };
}

/** The URL params of a query, without the defaults (for links and pagination). */
export function sessionsPageParams(
  query: Pick<TSessionsPageQuery, 'status' | 'when'>,
): Record<string, string | undefined> {
  return { status: query.status, when: query.when === 'upcoming' ? undefined : query.when };
}
