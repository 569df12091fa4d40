import { describe, expect, it } from 'vitest';
import { rosterSortHref } from './roster-sort';

const path = '/teacher/students';

describe('rosterSortHref', () => {
  it('sorts a new column ascending, then descending, then back to the list order', () => {
    const byName = { field: 'name', direction: 'asc' } as const;
    expect(rosterSortHref(path, {}, 'status', byName)).toBe(`${path}?sort=status&direction=asc`);
    expect(rosterSortHref(path, {}, 'status', { field: 'status', direction: 'asc' })).toBe(
      `${path}?sort=status&direction=desc`,
    );
    expect(rosterSortHref(path, {}, 'status', { field: 'status', direction: 'desc' })).toBe(path);
  });

  it('leaves the list order (name ascending) out of the address', () => {
    expect(rosterSortHref(path, {}, 'name', { field: 'name', direction: 'asc' })).toBe(
      `${path}?sort=name&direction=desc`,
    );
    expect(rosterSortHref(path, {}, 'name', { field: 'name', direction: 'desc' })).toBe(path);
    expect(rosterSortHref(path, {}, 'name', { field: 'level', direction: 'desc' })).toBe(path);
  });

  it('keeps the filters and starts again at page 1', () => {
    expect(
      rosterSortHref(path, { search: 'ana', page: '3', sort: 'level', direction: 'asc', tagId: undefined }, 'level', {
        field: 'level',
        direction: 'asc',
      }),
    ).toBe(`${path}?search=ana&sort=level&direction=desc`);
  });
});
