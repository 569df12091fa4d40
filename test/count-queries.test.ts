import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/test/factories';
import { countQueries } from './count-queries';

describe('countQueries', () => {
  it('counts each statement sent, inside transactions too, and restores the worker client', async () => {
    const teacher = await createTeacher();
    const { count, result, statements } = await countQueries(async () => {
      await db.teacher.findUnique({ where: { id: teacher.id } });
      await db.teacher.findUnique({ where: { id: teacher.id } });
      return db.$transaction(async (tx) => tx.teacher.count({ where: { id: teacher.id } }));
    });
    expect(result).toBe(1);
    // Three reads; PostgreSQL also sends the transaction's BEGIN/COMMIT through the adapter.
    expect(statements.filter((sql) => sql.includes('teachers'))).toHaveLength(3);
    expect(count).toBe(statements.length);
    // The worker's own client is back.
    expect(await countQueries(async () => undefined)).toMatchObject({ count: 0 });
    await expect(db.teacher.count({ where: { id: teacher.id } })).resolves.toBe(1);
  });
});
