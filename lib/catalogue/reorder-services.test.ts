import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { ConflictError } from '@/lib/core/errors';
import { createService, createTeacher } from '@/test/factories';
import { reorderServices } from './reorder-services';

describe('reorderServices', () => {
  it('gives each service its position in the list as sortOrder', async () => {
    const teacher = await createTeacher();
    const [a, b, c] = await Promise.all(
      [0, 1, 2].map((sortOrder) => createService({ teacherId: teacher.id, sortOrder })),
    );
    await createService({ teacherId: teacher.id, sortOrder: 0, deletedAt: new Date() });
    await reorderServices({ teacherId: teacher.id, serviceIds: [c!.id, a!.id, b!.id] });
    const order = await db.service.findMany({
      where: { teacherId: teacher.id, deletedAt: null },
      orderBy: { sortOrder: 'asc' },
      select: { id: true, sortOrder: true },
    });
    expect(order).toEqual([
      { id: c!.id, sortOrder: 0 },
      { id: a!.id, sortOrder: 1 },
      { id: b!.id, sortOrder: 2 },
    ]);
  });

  it("refuses a list that is not exactly the teacher's services and changes nothing", async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const [a, b] = await Promise.all([0, 1].map((sortOrder) => createService({ teacherId: teacher.id, sortOrder })));
    const foreign = await createService({ teacherId: other.id });
    for (const serviceIds of [[b!.id], [b!.id, a!.id, foreign.id], [b!.id, foreign.id]]) {
      await expect(reorderServices({ teacherId: teacher.id, serviceIds })).rejects.toBeInstanceOf(ConflictError);
    }
    const orders = await db.service.findMany({
      where: { id: { in: [a!.id, b!.id, foreign.id] } },
      select: { id: true, sortOrder: true },
    });
    expect(Object.fromEntries(orders.map((row) => [row.id, row.sortOrder]))).toEqual({
      [a!.id]: 0,
      [b!.id]: 1,
      [foreign.id]: foreign.sortOrder,
    });
  });
});
