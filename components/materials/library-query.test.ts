import { describe, expect, it } from 'vitest';
import { isFiltered, libraryHref, parseLibraryQuery } from './library-query';

const folder = '0b6f7c2e-3c1a-4d8e-9f00-1a2b3c4d5e6f';
const tag = '5f0e1d2c-3b4a-4968-8776-655443322110';

describe('the library page address', () => {
  it('reads every parameter and falls back to defaults for bad values', () => {
    expect(parseLibraryQuery({})).toEqual({
      folder: null,
      view: 'grid',
      sort: 'name',
      q: '',
      type: null,
      tagIds: [],
      favorite: false,
      page: 1,
    });
    expect(
      parseLibraryQuery({
        folder: folder.toUpperCase(),
        view: 'list',
        sort: 'usage',
        q: '  verbs ',
        type: 'homework',
        tagIds: `${tag},nope`,
        favorite: 'true',
        page: '3',
      }),
    ).toEqual({ folder, view: 'list', sort: 'usage', q: 'verbs', type: 'homework', tagIds: [tag], favorite: true, page: 3 });
    const bad = parseLibraryQuery({ folder: 'x', view: 'cards', sort: 'size', type: 'video', page: '-2' });
    expect(bad).toMatchObject({ folder: null, view: 'grid', sort: 'name', type: null, page: 1 });
  });

  it('writes only what differs from the defaults and goes back to page 1 on a change', () => {
    const query = parseLibraryQuery({ folder, view: 'list', page: '4' });
    expect(libraryHref(query, { sort: 'updated' })).toBe(`/teacher/materials?folder=${folder}&view=list&sort=updated`);
    expect(libraryHref(query, { page: 5 })).toBe(`/teacher/materials?folder=${folder}&view=list&page=5`);
    expect(libraryHref(query, { folder: null })).toBe('/teacher/materials?view=list');
  });

  it('clears the filters when another folder opens, and says when any filter is set', () => {
    const query = parseLibraryQuery({ q: 'verbs', tagIds: tag, favorite: 'true' });
    expect(isFiltered(query)).toBe(true);
    expect(libraryHref(query, { folder })).toBe(`/teacher/materials?folder=${folder}`);
    expect(isFiltered(parseLibraryQuery({ folder }))).toBe(false);
  });
});
