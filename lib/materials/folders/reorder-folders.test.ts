import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/test/factories';
import { createMaterialFolder } from '@/test/factories/material';
import { reorderFolders } from './reorder-folders';

describe('reorderFolders', () => {
  it('orders the named siblings first, in the given order, then the others as they were', async () => {
    const teacher = await createTeacher();
    const parent = await createMaterialFolder({ teacherId: teacher.id });
    const [a, b, c, d] = await Promise.all(
      [0, 1, 2, 3].map((sortOrder) => createMaterialFolder({ teacherId: teacher.id, parentId: parent.id, sortOrder })),
    );
    const result = await reorderFolders({ teacherId: teacher.id, input: { parentId: parent.id, folderIds: [c!.id, a!.id] } });
    expect(result.data.map((folder) => [folder.id, folder.sortOrder])).toEqual([
      [c!.id, 0],
      [a!.id, 1],
      [b!.id, 2],
      [d!.id, 3],
    ]);
  });

  it('reorders the root folders with parentId null', async () => {
    const teacher = await createTeacher();
    const first = await createMaterialFolder({ teacherId: teacher.id, sortOrder: 0 });
    const second = await createMaterialFolder({ teacherId: teacher.id, sortOrder: 1 });
    const result = await reorderFolders({ teacherId: teacher.id, input: { parentId: null, folderIds: [second.id, first.id] } });
    expect(result.data.map((folder) => folder.id)).toEqual([second.id, first.id]);
  });

  it("answers 404 and changes nothing when a folder is not a live child of that parent, or the parent is another teacher's", async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const parent = await createMaterialFolder({ teacherId: teacher.id });
    const child = await createMaterialFolder({ teacherId: teacher.id, parentId: parent.id, sortOrder: 0 });
    const second = await createMaterialFolder({ teacherId: teacher.id, parentId: parent.id, sortOrder: 1 });
    const elsewhere = await createMaterialFolder({ teacherId: teacher.id });
    const trashed = await createMaterialFolder({ teacherId: teacher.id, parentId: parent.id, deletedAt: new Date() });
    const foreignParent = await createMaterialFolder({ teacherId: other.id });
    const foreignChild = await createMaterialFolder({ teacherId: other.id, parentId: foreignParent.id });
    for (const input of [
      { parentId: parent.id, folderIds: [second.id, elsewhere.id] },
      { parentId: parent.id, folderIds: [second.id, trashed.id] },
      { parentId: foreignParent.id, folderIds: [foreignChild.id] },
      { parentId: null, folderIds: [foreignParent.id] },
    ]) {
      await expect(reorderFolders({ teacherId: teacher.id, input })).rejects.toMatchObject({ status: 404 });
    }
    const orders = await db.materialFolder.findMany({ where: { id: { in: [child.id, second.id] } }, select: { id: true, sortOrder: true } });
    expect(Object.fromEntries(orders.map((row) => [row.id, row.sortOrder]))).toEqual({ [child.id]: 0, [second.id]: 1 });
  });
});
