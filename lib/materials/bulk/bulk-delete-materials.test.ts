import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { buildTree, trashState } from '@/test/materials/trash/trash-tree';
import { bulkDeleteMaterials } from './bulk-delete-materials';

describe('bulkDeleteMaterials', () => {
  it('trashes the valid items (a folder with its subtree), reports the others, changes nothing of them', async () => {
    const tree = await buildTree();
    const foreign = await buildTree();
    const result = await bulkDeleteMaterials({
      teacherId: tree.teacherId,
      items: [
        { type: 'folder', id: tree.b.id },
        { type: 'resource', id: foreign.resourceInS.id },
        { type: 'template', id: tree.rootTemplate.id },
        { type: 'template', id: randomUUID() },
      ],
    });
    expect(result).toMatchObject({ succeeded: 2, failed: 2 });
    expect(result.results.map((row) => row.error?.code ?? 'ok')).toEqual(['ok', 'NOT_FOUND', 'ok', 'NOT_FOUND']);
    const state = await trashState(tree.teacherId);
    const batchId = state.get(tree.b.id)!.deletionBatchId;
    for (const item of [tree.c, tree.resourceInB, tree.templateInC])
      expect(state.get(item.id)!.deletionBatchId).toBe(batchId);
    expect(state.get(tree.rootTemplate.id)).toMatchObject({ deletedAt: expect.any(Date), deletionBatchId: null });
    expect(state.get(tree.a.id)!.deletedAt).toBeNull();
    expect((await db.resource.findUniqueOrThrow({ where: { id: foreign.resourceInS.id } })).deletedAt).toBeNull();
  });
});
