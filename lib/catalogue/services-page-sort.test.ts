import { describe, expect, it } from 'vitest';
import type { TServiceListRow } from './schemas';
import { sortServiceRows } from './services-page-sort';

const row = (name: string, sold: number, structure: string) =>
  ({ name, structure, stats: { sold, lifetimeRevenue: [] } }) as unknown as TServiceListRow;
const names = (rows: TServiceListRow[]) => rows.map((service) => service.name);

describe('sortServiceRows', () => {
  const rows = [row('A', 2, 'single'), row('B', 5, 'course'), row('C', 2, 'package')];

  it('orders the page by a stat, ties in the teacher order', () => {
    expect(names(sortServiceRows(rows, { field: 'sold', direction: 'desc' }))).toEqual(['B', 'A', 'C']);
    expect(names(sortServiceRows(rows, { field: 'sold', direction: 'asc' }))).toEqual(['A', 'C', 'B']);
  });

  it('orders by the kind as text', () => {
    expect(names(sortServiceRows(rows, { field: 'structure', direction: 'asc' }))).toEqual(['B', 'C', 'A']);
  });

  it('leaves the rows as the list query ordered them otherwise', () => {
    expect(sortServiceRows(rows, { field: 'name', direction: 'desc' })).toBe(rows);
    expect(sortServiceRows(rows, null)).toBe(rows);
  });
});
