import { ZListFamiliesQuery, type TListFamiliesQuery } from './schemas';

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

/** The families page's URL (search, page) as a listFamilies query; a bad value is dropped, not an error. */
export function parseFamiliesPageQuery(params: SearchParams): TListFamiliesQuery {
  const raw = { search: first(params.search), page: first(params.page) };
  const parsed = ZListFamiliesQuery.safeParse(raw);
  if (parsed.success) return parsed.data;
  const kept: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (ZListFamiliesQuery.safeParse({ [key]: value }).success) kept[key] = value;
  }
  return ZListFamiliesQuery.parse(kept);
}
