import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';

describe('search indexes (decision 0186)', () => {
  it('keep no pending list: every GIN index is built with fastupdate off', async () => {
    const indexes = await db.$queryRaw<{ name: string; options: string[] | null }[]>`
      SELECT c.relname AS "name", c.reloptions AS "options"
        FROM pg_class c JOIN pg_am a ON a.oid = c.relam
       WHERE a.amname = 'gin' AND c.relnamespace = 'public'::regnamespace
       ORDER BY c.relname`;
    expect(indexes.length).toBeGreaterThanOrEqual(7);
    expect(indexes.filter((index) => !index.options?.includes('fastupdate=off')).map((index) => index.name)).toEqual([]);
  });
});
