import { describe, expect, it } from 'vitest';
import { parseAuditPageQuery } from './audit-page-query';

describe('parseAuditPageQuery', () => {
  it('reads the filters, sort and page of the URL', () => {
    expect(
      parseAuditPageQuery({
        action: 'session.',
        entityType: 'student',
        actorType: 'teacher',
        from: '2026-01-01',
        to: '2026-01-31',
        sort: 'action',
        direction: 'asc',
        page: '3',
      }),
    ).toEqual({
      action: 'session.',
      entityType: 'student',
      actorType: 'teacher',
      from: '2026-01-01',
      to: '2026-01-31',
      sort: 'action',
      direction: 'asc',
      page: 3,
      limit: 20,
      urlSort: { field: 'action', direction: 'asc' },
    });
  });

  it('drops malformed values and swaps backward days instead of failing the page', () => {
    expect(
      parseAuditPageQuery({
        action: 'x%',
        actorType: 'robot',
        entityType: 'A B',
        from: '2026-02-01',
        to: '2026-01-01',
        page: '-1',
      }),
    ).toMatchObject({
      action: undefined,
      actorType: undefined,
      entityType: undefined,
      from: '2026-01-01',
      to: '2026-02-01',
      page: 1,
      sort: 'createdAt',
      direction: 'desc',
      urlSort: null,
    });
  });
});
