import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { deleteMaterial } from '@/lib/materials/trash/delete-material';
import { buildTree } from '@/test/materials/trash/trash-tree';
import { callRoute, teacherCookie } from '@/test/http';
import { POST } from './route';

const restore = async (teacherId: string, body: unknown) =>
  callRoute(POST, {
    method: 'POST',
    path: '/api/teacher/materials/trash/restore',
    body,
    cookie: await teacherCookie(teacherId),
  });

describe('POST /api/teacher/materials/trash/restore', () => {
  it('restores a batch and a single item', async () => {
    const tree = await buildTree();
    const { deletionBatchId } = await deleteMaterial({ teacherId: tree.teacherId, type: 'folder', id: tree.s.id });
    await deleteMaterial({ teacherId: tree.teacherId, type: 'template', id: tree.rootTemplate.id });
    const batch = await restore(tree.teacherId, { batchId: deletionBatchId });
    expect(batch.status).toBe(200);
    expect(batch.json).toEqual({
      restored: { folders: [tree.s.id], templates: [], resources: [tree.resourceInS.id] },
      movedToRoot: [],
    });
    const single = await restore(tree.teacherId, { type: 'template', id: tree.rootTemplate.id });
    expect(single.json.restored.templates).toEqual([tree.rootTemplate.id]);
    expect((await db.lessonTemplate.findUniqueOrThrow({ where: { id: tree.rootTemplate.id } })).deletedAt).toBeNull();
  });

  it("refuses a body that is neither { type, id } nor { batchId } (400) and another teacher's item or batch (404, unchanged)", async () => {
    const tree = await buildTree();
    const foreign = await buildTree();
    const { deletionBatchId } = await deleteMaterial({
      teacherId: foreign.teacherId,
      type: 'folder',
      id: foreign.a.id,
    });
    for (const body of [
      {},
      { batchId: 'x' },
      { type: 'folder' },
      { type: 'tag', id: randomUUID() },
      { type: 'folder', id: randomUUID(), batchId: randomUUID() },
      { batchId: randomUUID(), extra: true },
      { all: true },
    ]) {
      const response = await restore(tree.teacherId, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.error.code).toBe('VALIDATION_ERROR');
    }
    expect((await restore(tree.teacherId, { batchId: deletionBatchId })).status).toBe(404);
    expect((await restore(tree.teacherId, { type: 'folder', id: foreign.a.id })).status).toBe(404);
    expect((await restore(tree.teacherId, { type: 'resource', id: tree.resourceInS.id })).status).toBe(404); // live
    expect((await db.materialFolder.findUniqueOrThrow({ where: { id: foreign.a.id } })).deletedAt).not.toBeNull();
  });
});
