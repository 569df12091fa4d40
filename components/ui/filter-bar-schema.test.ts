import { describe, expect, it } from 'vitest';
import { filterBarSchema } from './filter-bar-schema';

describe('filterBarSchema', () => {
  const schema = filterBarSchema(['status'], true);

  it('takes a one-day range: both ends are included', () => {
    expect(schema.safeParse({ status: '', from: '2026-03-31', to: '2026-03-31' }).success).toBe(true);
    expect(schema.safeParse({ status: '', from: '2026-03-01', to: '' }).success).toBe(true);
  });

  it('refuses an end before the start, on the end field', () => {
    const result = schema.safeParse({ status: 'active', from: '2026-03-02', to: '2026-03-01' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['to'], message: 'The end date is before the start date' });
  });

  it('trims the text filters', () => {
    expect(filterBarSchema(['search'], false).parse({ search: '  Ada ' })).toEqual({ search: 'Ada' });
  });
});
