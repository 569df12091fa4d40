/**
 * The library page's address: `/teacher/materials?folder=&view=grid|list&sort=&q=&type=&tagIds=&favorite=&page=`.
 * Parsed leniently (a bad value falls back to its default) and written back by the page's links, both
 * through nuqs (decision 0079). Client-safe.
 */
import { createLoader, createParser, createSerializer, parseAsStringLiteral } from 'nuqs/server';
import type { LibrarySort, LibraryView } from './library-types';

export const libraryTypeFilters = ['template', 'material', 'homework', 'reference'] as const;
export type LibraryTypeFilter = (typeof libraryTypeFilters)[number];

export type LibraryQuery = {
  folder: string | null;
  view: LibraryView;
  sort: LibrarySort;
  q: string;
  type: LibraryTypeFilter | null;
  tagIds: string[];
  favorite: boolean;
  page: number;
};

export const libraryPageSize = 48;
export const libraryPath = '/teacher/materials';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The address's parameters as nuqs parsers, like every other list's URL state (components/ui/use-url-filters.ts):
 * lenient (a bad value reads as its default) and left out of the address when at the default.
 */
export const libraryQueryParsers = {
  folder: createParser({ parse: (value) => (uuid.test(value) ? value.toLowerCase() : null), serialize: String }),
  view: parseAsStringLiteral(['grid', 'list'] as const satisfies readonly LibraryView[]).withDefault('grid'),
  sort: parseAsStringLiteral(['name', 'updated', 'usage'] as const satisfies readonly LibrarySort[]).withDefault('name'),
  q: createParser({ parse: (value) => value.trim().slice(0, 100), serialize: String }).withDefault(''),
  type: parseAsStringLiteral(libraryTypeFilters),
  tagIds: createParser<string[]>({
    parse: (value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter((id) => uuid.test(id))
        .slice(0, 20),
    serialize: (ids) => ids.join(','),
    eq: (a, b) => a.join(',') === b.join(','),
  }).withDefault([]),
  favorite: createParser({ parse: (value) => value === 'true', serialize: String }).withDefault(false),
  page: createParser({
    parse: (value) => {
      const page = Number(value);
      return Number.isInteger(page) && page > 1 && page <= 10_000 ? page : null;
    },
    serialize: String,
  }).withDefault(1),
};

const loadLibraryQuery = createLoader(libraryQueryParsers);
const serializeLibraryQuery = createSerializer(libraryQueryParsers);

export const parseLibraryQuery = (params: Record<string, string | string[] | undefined>): LibraryQuery =>
  loadLibraryQuery(params);

/** True when any filter is set: the page shows search results from every folder instead of one folder. */
export const isFiltered = (query: LibraryQuery) =>
  Boolean(query.q || query.type || query.tagIds.length || query.favorite);

/**
 * The address of the page with some parameters changed. Changing anything but `page` goes back to
 * page 1; opening a folder clears the filters (it shows that folder's contents).
 */
export function libraryHref(query: LibraryQuery, changes: Partial<LibraryQuery>): string {
  const next: LibraryQuery = { ...query, ...changes };
  if (!('page' in changes)) next.page = 1;
  if ('folder' in changes && changes.folder !== query.folder) {
    Object.assign(next, { q: '', type: null, tagIds: [], favorite: false });
  }
  const text = serializeLibraryQuery(next).replace(/^\?/, '');
  return text ? `${libraryPath}?${text}` : libraryPath;
}
