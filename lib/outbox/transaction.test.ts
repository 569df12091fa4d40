import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { ServiceUnavailableError } from '@/lib/core/errors';
import { createTeacher } from '@/test/factories';
import { transaction } from './transaction';

describe('transaction', () => {
  it('answers 503 and keeps nothing when the transaction outlives its timeout (a long lock wait)', async () => {
    const teacher = await createTeacher();
    const attempt = transaction(
      async (tx) => {
        // Waiting on something for longer than the timeout (a lock in production, a timer here, which
        // the embedded database cannot block the way a server-side sleep would).
        await new Promise((resolve) => setTimeout(resolve, 600));
        return tx.tag.create({ data: { teacherId: teacher.id, name: 'late' } });
      },
      { timeout: 200 },
    );

    await expect(attempt).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(attempt).rejects.toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(await db.tag.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it('passes a business error through whatever the time', async () => {
    const teacher = await createTeacher();
    const attempt = transaction(
      async (tx) => {
        await tx.tag.create({ data: { teacherId: teacher.id, name: 'kept?' } });
        throw new Error('bug');
      },
      { timeout: 200 },
    );
    await expect(attempt).rejects.toThrow('bug');
    expect(await db.tag.count({ where: { teacherId: teacher.id } })).toBe(0);
  });
});

describe('transaction and deadlocks', () => {
  it('runs a deadlock victim again: two transactions locking two rows in opposite orders both commit', async () => {
    const teacher = await createTeacher();
    const [a, b] = await Promise.all(
      ['a', 'b'].map((name) => db.tag.create({ data: { teacherId: teacher.id, name } })),
    );
    const lockBoth = (first: string, second: string, name: string) =>
      transaction(async (tx) => {
        await tx.tag.update({ where: { id: first }, data: { color: name } });
        await tx.$executeRaw`SELECT pg_sleep(0.2)`;
        await tx.tag.update({ where: { id: second }, data: { color: name } });
        return name;
      });

    await expect(Promise.all([lockBoth(a!.id, b!.id, 'one'), lockBoth(b!.id, a!.id, 'two')])).resolves.toEqual([
      'one',
      'two',
    ]);
    const colors = await db.tag.findMany({ where: { teacherId: teacher.id }, select: { color: true } });
    expect(new Set(colors.map((tag) => tag.color)).size).toBe(1);
  });
});
