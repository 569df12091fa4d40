import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { ServiceUnavailableError } from '@/lib/core/errors';
import { createTeacher } from '@/prisma/factories';
import { transaction } from './transaction';

describe('transaction', () => {
  it('answers 503 and keeps nothing when the transaction outlives its timeout (a long lock wait)', async () => {
    const teacher = await createTeacher();
    const attempt = transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT pg_sleep(0.6)`;
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
