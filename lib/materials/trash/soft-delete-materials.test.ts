import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { transaction } from '@/lib/outbox/transaction';
import { createLessonTemplate, createTeacher } from '@/test/factories';
import type { TMaterialRef } from '../schemas';
import { deleteMaterial } from './delete-material';
import { softDeleteMaterials } from './soft-delete-materials';
import { buildTree, liveInTrashedFolders, trashState } from '@/test/materials/trash/trash-tree';

const softDelete = (teacherId: string, items: TMaterialRef[]) =>
  transaction((tx) => softDeleteMaterials(tx, { teacherId, items }));

describe('softDeleteMaterials', () => {
  it('puts exactly the subtree of a folder in one new batch: not siblings, not items elsewhere', async () => {
    const tree = await buildTree();
    const results = await softDelete(tree.teacherId, [{ type: 'folder', id: tree.a.id }]);
    expect(results).toEqual([{ type: 'folder', id: tree.a.id, ok: true }]);

    const state = await trashState(tree.teacherId);
    const batchId = state.get(tree.a.id)!.deletionBatchId;
    expect(batchId).toEqual(expect.any(String));
    for (const item of [tree.a, tree.b, tree.c, tree.templateInA, tree.resourceInB, tree.templateInC]) {
      expect(state.get(item.id)).toMatchObject({ deletedAt: expect.any(Date), deletionBatchId: batchId });
    }
    for (const item of [tree.s, tree.resourceInS, tree.rootTemplate]) {
      expect(state.get(item.id)).toMatchObject({ deletedAt: null, deletionBatchId: null });
    }
    expect(await liveInTrashedFolders(tree.teacherId)).toEqual([]);
  });

  it('gives a template or resource deleted on its own no batch; two folder deletes get two batches', async () => {
    const tree = await buildTree();
    await softDelete(tree.teacherId, [
      { type: 'template', id: tree.rootTemplate.id },
      { type: 'folder', id: tree.s.id },
      { type: 'folder', id: tree.c.id },
    ]);
    const state = await trashState(tree.teacherId);
    expect(state.get(tree.rootTemplate.id)).toMatchObject({ deletedAt: expect.any(Date), deletionBatchId: null });
    expect(state.get(tree.s.id)!.deletionBatchId).not.toBe(state.get(tree.c.id)!.deletionBatchId);
    expect(state.get(tree.resourceInS.id)!.deletionBatchId).toBe(state.get(tree.s.id)!.deletionBatchId);
    expect(state.get(tree.templateInC.id)!.deletionBatchId).toBe(state.get(tree.c.id)!.deletionBatchId);
    expect(state.get(tree.b.id)!.deletedAt).toBeNull();
  });

  it('an item named beside its folder lands in the folder batch and is ok', async () => {
    const tree = await buildTree();
    const results = await softDelete(tree.teacherId, [
      { type: 'resource', id: tree.resourceInB.id },
      { type: 'folder', id: tree.b.id },
      { type: 'folder', id: tree.c.id },
    ]);
    expect(results.map((result) => result.ok)).toEqual([true, true, true]);
    const state = await trashState(tree.teacherId);
    const batchId = state.get(tree.b.id)!.deletionBatchId;
    expect(state.get(tree.resourceInB.id)!.deletionBatchId).toBe(batchId);
    expect(state.get(tree.c.id)!.deletionBatchId).toBe(batchId);
  });

  it('a folder cascade leaves an already trashed item below it in its own (earlier) deletion', async () => {
    const tree = await buildTree();
    await softDelete(tree.teacherId, [{ type: 'template', id: tree.templateInC.id }]);
    await softDelete(tree.teacherId, [{ type: 'folder', id: tree.c.id }]);
    await softDelete(tree.teacherId, [{ type: 'folder', id: tree.a.id }]);
    const state = await trashState(tree.teacherId);
    expect(state.get(tree.templateInC.id)!.deletionBatchId).toBeNull();
    expect(state.get(tree.c.id)!.deletionBatchId).not.toBe(state.get(tree.a.id)!.deletionBatchId);
    expect(state.get(tree.b.id)!.deletionBatchId).toBe(state.get(tree.a.id)!.deletionBatchId);
  });

  it('reports missing, trashed and foreign items NOT_FOUND and changes nothing of them', async () => {
    const tree = await buildTree();
    const foreign = await buildTree();
    const trashed = await createLessonTemplate({
      teacherId: tree.teacherId,
      deletedAt: new Date('2026-01-01T00:00:00Z'),
    });
    const results = await softDelete(tree.teacherId, [
      { type: 'folder', id: foreign.a.id },
      { type: 'template', id: trashed.id },
      { type: 'resource', id: randomUUID() },
      { type: 'resource', id: foreign.resourceInS.id },
      { type: 'template', id: tree.rootTemplate.id },
    ]);
    expect(results.map((result) => result.error?.code ?? 'ok')).toEqual([
      'NOT_FOUND',
      'NOT_FOUND',
      'NOT_FOUND',
      'NOT_FOUND',
      'ok',
    ]);
    const foreignState = await trashState(foreign.teacherId);
    expect([...foreignState.values()].every((row) => row.deletedAt === null)).toBe(true);
    expect((await db.lessonTemplate.findUniqueOrThrow({ where: { id: trashed.id } })).deletedAt).toEqual(
      new Date('2026-01-01T00:00:00Z'),
    );
  });
});

describe('deleteMaterial', () => {
  it('answers the batch of a folder cascade, null for a single item, 404 when not live and own', async () => {
    const tree = await buildTree();
    const folder = await deleteMaterial({ teacherId: tree.teacherId, type: 'folder', id: tree.a.id });
    expect(folder).toMatchObject({ type: 'folder', id: tree.a.id, deletionBatchId: expect.any(String) });
    const single = await deleteMaterial({ teacherId: tree.teacherId, type: 'template', id: tree.rootTemplate.id });
    expect(single.deletionBatchId).toBeNull();
    await expect(
      deleteMaterial({ teacherId: tree.teacherId, type: 'template', id: tree.rootTemplate.id }),
    ).rejects.toMatchObject({
      status: 404,
    });
    const other = await createTeacher();
    await expect(deleteMaterial({ teacherId: other.id, type: 'folder', id: tree.s.id })).rejects.toMatchObject({
      status: 404,
    });
    expect((await db.materialFolder.findUniqueOrThrow({ where: { id: tree.s.id } })).deletedAt).toBeNull();
  });
});
