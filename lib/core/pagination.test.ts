import { describe, expect, it } from 'vitest';
import { ZPagination, pageWindow, toPage } from './pagination';

describe('pagination', () => {
  it('defaults to page 1 of 20 and coerces query strings', () => {
    expect(ZPagination.parse({})).toEqual({ page: 1, limit: 20 });
    expect(ZPagination.parse({ page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
  });

  it('refuses a limit over 100 and pages below 1', () => {
    expect(ZPagination.safeParse({ limit: '101' }).success).toBe(false);
    expect(ZPagination.safeParse({ page: '0' }).success).toBe(false);
    expect(ZPagination.safeParse({ page: '1.5' }).success).toBe(false);
  });

  it('turns a page into skip/take and wraps rows in the list envelope', () => {
    expect(pageWindow({ page: 3, limit: 20 })).toEqual({ skip: 40, take: 20 });
    expect(toPage(['a'], 41, { page: 3, limit: 20 })).toEqual({ data: ['a'], page: 3, limit: 20, total: 41 });
  });
});
