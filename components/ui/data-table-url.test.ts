import { describe, expect, it } from 'vitest';
import { sortingOf, urlSortOf } from './data-table-url';

describe('sortingOf', () => {
  it('reads the server order as the table sorting state', () => {
    expect(sortingOf({ field: 'level', direction: 'desc' })).toEqual([{ id: 'level', desc: true }]);
    expect(sortingOf(null)).toEqual([]);
  });
});

describe('urlSortOf', () => {
  const fallback = { field: 'name', direction: 'asc' } as const;

  it('writes the chosen column and direction', () => {
    expect(urlSortOf([{ id: 'status', desc: false }], fallback)).toEqual({ sort: 'status', direction: 'asc' });
    expect(urlSortOf([{ id: 'name', desc: true }], fallback)).toEqual({ sort: 'name', direction: 'desc' });
  });

  it('leaves the URL clean for the default order and for no sorting', () => {
    expect(urlSortOf([{ id: 'name', desc: false }], fallback)).toEqual({ sort: null, direction: null });
    expect(urlSortOf([])).toEqual({ sort: null, direction: null });
  });
});
