import { ZListTeacherReviewsQuery, type TListTeacherReviewsQuery } from './schemas';

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

/**
 * The Reviews page's URL search params (status, rating, answered, serviceId, page) as a listTeacherReviews
 * query. A bad value is dropped rather than failing the page, with a note to show.
 */
export function parseReviewsPageQuery(params: SearchParams): {
  query: TListTeacherReviewsQuery;
  problem: string | null;
} {
  const raw = {
    status: first(params.status),
    rating: first(params.rating),
    answered: first(params.answered),
    serviceId: first(params.serviceId),
    page: first(params.page),
  };
  const parsed = ZListTeacherReviewsQuery.safeParse(raw);
  if (parsed.success) return { query: parsed.data, problem: null };
  const kept: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (ZListTeacherReviewsQuery.safeParse({ [key]: value }).success) kept[key] = value;
  }
  return {
    query: ZListTeacherReviewsQuery.parse(kept),
    problem: 'Some filters in the address were not understood and were ignored.',
  };
}
