import { ZListStudentsQuery, type TListStudentsQuery } from './schemas';

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

/**
 * The roster's URL search params (search, tagId, status, sort, direction, page) as a listStudents query. A bad
 * value is dropped rather than failing the page, with a note to show.
 */
export function parseRosterPageQuery(params: SearchParams): { query: TListStudentsQuery; problem: string | null } {
  const raw = {
    search: first(params.search),
    tagId: first(params.tagId),
    status: first(params.status),
    page: first(params.page),
    sort: first(params.sort),
    direction: first(params.direction),
  };
  const parsed = ZListStudentsQuery.safeParse(raw);
  if (parsed.success) return { query: parsed.data, problem: null };
  const kept: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (ZListStudentsQuery.safeParse({ [key]: value }).success) kept[key] = value;
  }
  return {
    query: ZListStudentsQuery.parse(kept),
    problem: 'Some filters in the address were not understood and were ignored.',
  };
}

const pageParamNames = ['search', 'tagId', 'status', 'page', 'sort', 'direction'] as const;

/** The roster's own URL params, one value each: what its sort links and pages keep. */
export function rosterPageParams(params: SearchParams): Record<string, string | undefined> {
  return Object.fromEntries(pageParamNames.map((name) => [name, first(params[name])]));
}
