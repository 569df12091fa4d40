import { describe, expect, it } from 'vitest';
import { describeDateRange, parseServicesPageQuery } from './services-page-query';

describe('parseServicesPageQuery', () => {
  it('reads the filter of the URL', () => {
    const { query, problem } = parseServicesPageQuery({
      status: 'active',
      from: '2025-01-01',
      to: '2025-02-01',
      page: '2',
    });
    expect(problem).toBeNull();
    expect(query).toMatchObject({ status: ['active'], from: '2025-01-01', to: '2025-02-01', page: 2, limit: 100 });
  });

  it('drops a malformed filter with a message', () => {
    for (const params of [{ status: 'nope' }, { from: '2025-02-01', to: '2025-01-01' }, { from: 'yesterday' }]) {
      const { query, problem } = parseServicesPageQuery(params);
      expect(problem).toMatch(/not valid/);
      expect(query).toMatchObject({ page: 1, limit: 100 });
      expect(query.status).toBeUndefined();
    }
  });

  it('includes the last day of the range: the list query ends the day after', () => {
    const oneDay = parseServicesPageQuery({ from: '2025-03-04', to: '2025-03-04' });
    expect(oneDay.problem).toBeNull();
    expect(oneDay.listQuery).toMatchObject({ from: '2025-03-04', to: '2025-03-05' });
    expect(parseServicesPageQuery({ to: '2025-12-31' }).listQuery.to).toBe('2026-01-01');
  });

  it('orders by name, status and price in the list query, by the stats on the page', () => {
    expect(parseServicesPageQuery({ sort: 'priceAmount', direction: 'desc' })).toMatchObject({
      listQuery: { sort: 'priceAmount', direction: 'desc' },
      sort: { field: 'priceAmount', direction: 'desc' },
    });
    expect(parseServicesPageQuery({ sort: 'sold' })).toMatchObject({
      listQuery: { sort: 'sortOrder', direction: 'asc' },
      sort: { field: 'sold', direction: 'asc' },
    });
    expect(parseServicesPageQuery({ sort: 'teacherId' }).sort).toBeNull();
  });

  it('takes the first of repeated params and ignores unknown ones', () => {
    expect(parseServicesPageQuery({ status: ['paused', 'active'], utm: 'x' }).query.status).toEqual(['paused']);
  });
});

describe('describeDateRange', () => {
  it('shows [from, to) with the last day included', () => {
    // ICU versions differ in the spacing around the dash.
    expect(describeDateRange('2025-06-01', '2025-07-01')).toMatch(/^1\s?–\s?30 Jun 2025$/);
    expect(describeDateRange('2025-12-15', '2026-01-16')).toMatch(/^15 Dec 2025\s?–\s?15 Jan 2026$/);
    expect(describeDateRange('2025-03-04', '2025-03-05')).toBe('4 Mar 2025');
  });
});
