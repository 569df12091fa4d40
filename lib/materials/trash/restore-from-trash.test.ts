import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { transaction } from '@/lib/outbox/transaction';
import { createLessonTemplate, createTeacher } from '@/test/factories';
import { createMaterialFolder } from '@/test/factories/material';
import type { TMaterialRef } from '../schemas';
import { restoreFromTrash } from './restore-from-trash';
import { softDeleteMaterials } from './soft-delete-materials';
import { buildTree, liveInTrashedFolders, trashState } from '@/test/materials/trash/trash-tree';

const softDelete = (teacherId: string, items: TMaterialRef[]) =>
  transaction((tx) => softDeleteMaterials(tx, { teacherId, items }));
const batchOf = async (id: string) => (await db.materialFolder.findUniqueOrThrow({ where: { id } })).deletionBatchId!;
const sorted = (ids: string[]) => [...ids].sort();

describe('restoreFromTrash', () => {
  it('{ batchId } restores exactly the items of that batch, nothing deleted on its own or in another batch', async () => {
    const tree = await buildTree();
    await softDelete(tree.teacherId, [{ type: 'template', id: tree.templateInA.id }]); // alone, before the cascade
    await softDelete(tree.teacherId, [
      { type: 'folder', id: tree.a.id },
      { type: 'folder', id: tree.s.id },
    ]);
    const batchId = await batchOf(tree.a.id);

    const result = await restoreFromTrash({ teacherId: tree.teacherId, input: { batchId } });
    expect(result.movedToRoot).toEqual([]);
    expect(sorted(result.restored.folders)).toEqual(sorted([tree.a.id, tree.b.id, tree.c.id]));
    expect(result.restored.templates).toEqual([tree.templateInC.id]);
    expect(result.restored.resources).toEqual([tree.resourceInB.id]);

    const state = await trashState(tree.teacherId);
    for (const item of [tree.a, tree.b, tree.c, tree.resourceInB, tree.templateInC]) {
      expect(state.get(item.id)).toMatchObject({ deletedAt: null, deletionBatchId: null });
    }
    expect(state.get(tree.templateInA.id)).toMatchObject({ deletedAt: expect.any(Date), deletionBatchId: null });
    expect(state.get(tree.s.id)!.deletedAt).not.toBeNull();
    expect(state.get(tree.resourceInS.id)!.deletedAt).not.toBeNull();
    expect(await liveInTrashedFolders(tree.teacherId)).toEqual([]);
  });

  it('an item whose folder is in the trash brings back the path of folders only, not their other contents', async () => {
    const tree = await buildTree();
    await softDelete(tree.teacherId, [{ type: 'folder', id: tree.a.id }]);
    const batchId = await batchOf(tree.a.id);

    const result = await restoreFromTrash({
      teacherId: tree.teacherId,
      input: { type: 'template', id: tree.templateInC.id },
    });
    expect(result.restored).toEqual({
      folders: expect.arrayContaining([tree.a.id, tree.b.id, tree.c.id]),
      templates: [tree.templateInC.id],
      resources: [],
    });
    const state = await trashState(tree.teacherId);
    for (const item of [tree.a, tree.b, tree.c, tree.templateInC]) {
      expect(state.get(item.id)).toMatchObject({ deletedAt: null, deletionBatchId: null });
    }
    expect(state.get(tree.c.id)).toMatchObject({ parentId: tree.b.id, depth: 3 });
    // The rest of the batch stays in the trash, still restorable by its batch.
    expect(state.get(tree.templateInA.id)).toMatchObject({ deletedAt: expect.any(Date), deletionBatchId: batchId });
    expect(state.get(tree.resourceInB.id)).toMatchObject({ deletedAt: expect.any(Date), deletionBatchId: batchId });
    expect(await liveInTrashedFolders(tree.teacherId)).toEqual([]);

    const rest = await restoreFromTrash({ teacherId: tree.teacherId, input: { batchId } });
    expect(rest.restored).toEqual({ folders: [], templates: [tree.templateInA.id], resources: [tree.resourceInB.id] });
    await expect(restoreFromTrash({ teacherId: tree.teacherId, input: { batchId } })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('{ type: folder } restores the folder and its trashed subtree of the same batch, with the path above it', async () => {
    const tree = await buildTree();
    await softDelete(tree.teacherId, [{ type: 'folder', id: tree.c.id }]); // C alone first: its own batch
    await softDelete(tree.teacherId, [{ type: 'folder', id: tree.a.id }]);

    const result = await restoreFromTrash({ teacherId: tree.teacherId, input: { type: 'folder', id: tree.b.id } });
    expect(sorted(result.restored.folders)).toEqual(sorted([tree.a.id, tree.b.id]));
    expect(result.restored.resources).toEqual([tree.resourceInB.id]);
    expect(result.restored.templates).toEqual([]); // template in A is A's content, not on the path
    const state = await trashState(tree.teacherId);
    expect(state.get(tree.c.id)!.deletedAt).not.toBeNull(); // another batch
    expect(state.get(tree.templateInA.id)!.deletedAt).not.toBeNull();
    expect(await liveInTrashedFolders(tree.teacherId)).toEqual([]);
  });

  it('recomputes depths and puts a folder whose old place is now too deep at the top level', async () => {
    const teacher = await createTeacher();
    // X > Y > Z (depth 3) and, separately, P > Q > R (depth 3). Q (with R) goes to the trash,
    // then P is moved under Z: Q's old place would now be depth 5 and R depth 6.
    const x = await createMaterialFolder({ teacherId: teacher.id });
    const y = await createMaterialFolder({ teacherId: teacher.id, parentId: x.id });
    const z = await createMaterialFolder({ teacherId: teacher.id, parentId: y.id });
    const p = await createMaterialFolder({ teacherId: teacher.id });
    const q = await createMaterialFolder({ teacherId: teacher.id, parentId: p.id });
    const r = await createMaterialFolder({ teacherId: teacher.id, parentId: q.id });
    await softDelete(teacher.id, [{ type: 'folder', id: q.id }]);
    await db.materialFolder.update({ where: { id: p.id }, data: { parentId: z.id, depth: 4 } });

    const result = await restoreFromTrash({ teacherId: teacher.id, input: { batchId: await batchOf(q.id) } });
    expect(result.movedToRoot).toEqual([q.id]);
    const state = await trashState(teacher.id);
    expect(state.get(q.id)).toMatchObject({ parentId: null, depth: 1, deletedAt: null });
    expect(state.get(r.id)).toMatchObject({ parentId: q.id, depth: 2, deletedAt: null });
  });

  it('gives a restored folder the depth of its new place when its live parent moved up', async () => {
    const tree = await buildTree();
    await softDelete(tree.teacherId, [{ type: 'folder', id: tree.c.id }]);
    await db.materialFolder.update({ where: { id: tree.b.id }, data: { parentId: null, depth: 1 } });
    await restoreFromTrash({ teacherId: tree.teacherId, input: { type: 'folder', id: tree.c.id } });
    expect((await trashState(tree.teacherId)).get(tree.c.id)).toMatchObject({
      parentId: tree.b.id,
      depth: 2,
      deletedAt: null,
    });
  });

  it("is 404 for a live item, a missing one, another teacher's item or batch, and changes nothing", async () => {
    const tree = await buildTree();
    const foreign = await buildTree();
    await softDelete(foreign.teacherId, [
      { type: 'folder', id: foreign.a.id },
      { type: 'template', id: foreign.rootTemplate.id },
    ]);
    const live = await createLessonTemplate({ teacherId: tree.teacherId });
    for (const input of [
      { type: 'template' as const, id: live.id },
      { type: 'folder' as const, id: tree.a.id },
      { type: 'resource' as const, id: randomUUID() },
      { type: 'folder' as const, id: foreign.a.id },
      { type: 'template' as const, id: foreign.rootTemplate.id },
      { batchId: await batchOf(foreign.a.id) },
      { batchId: randomUUID() },
    ]) {
      await expect(restoreFromTrash({ teacherId: tree.teacherId, input })).rejects.toMatchObject({
        status: 404,
        code: 'NOT_FOUND',
      });
    }
    const state = await trashState(foreign.teacherId);
    expect(state.get(foreign.a.id)!.deletedAt).not.toBeNull();
    expect(state.get(foreign.rootTemplate.id)!.deletedAt).not.toBeNull();
  });
});
