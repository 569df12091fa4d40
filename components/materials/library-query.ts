/**
 * The library page's address: `/teacher/materials?folder=&view=grid|list&sort=&q=&type=&tagIds=&favorite=&page=`.
 * Parsed leniently (a bad value falls back to its default) and written back by the page's links. Client-safe.
 */
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
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

export function parseLibraryQuery(params: Record<string, string | string[] | undefined>): LibraryQuery {
  const folder = first(params.folder);
  const view = first(params.view);
  const sort = first(params.sort);
  const type = first(params.type);
  const page = Number(first(params.page));
  return {
    folder: uuid.test(folder) ? folder.toLowerCase() : null,
    view: view === 'list' ? 'list' : 'grid',
    sort: sort === 'updated' || sort === 'usage' ? sort : 'name',
    q: first(params.q).trim().slice(0, 100),
    type: (libraryTypeFilters as readonly string[]).includes(type) ? (type as LibraryTypeFilter) : null,
    tagIds: first(params.tagIds)
      .split(',')
      .map((id) => id.trim())
      .filter((id) => uuid.test(id))
      .slice(0, 20),
    favorite: first(params.favorite) === 'true',
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1,
  };
}

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
  const search = new URLSearchParams();
  if (next.folder) search.set('folder', next.folder);
  if (next.view !== 'grid') search.set('view', next.view);
  if (next.sort !== 'name') search.set('sort', next.sort);
  if (next.q) search.set('q', next.q);
  if (next.type) search.set('type', next.type);
  if (next.tagIds.length) search.set('tagIds', next.tagIds.join(','));
  if (next.favorite) search.set('favorite', 'true');
  if (next.page > 1) search.set('page', String(next.page));
  const text = search.toString();
  return text ? `${libraryPath}?${text}` : libraryPath;
}
