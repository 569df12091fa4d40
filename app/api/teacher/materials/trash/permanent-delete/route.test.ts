import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { deleteMaterial } from '@/lib/materials/trash/delete-material';
import { buildTree } from '@/test/materials/trash/trash-tree';
import { callRoute, teacherCookie } from '@/test/http';
import { POST } from './route';

const purge = async (teacherId: string, body: unknown) =>
  callRoute(POST, {
    method: 'POST',
    path: '/api/teacher/materials/trash/permanent-delete',
    body,
    cookie: await teacherCookie(teacherId),
  });

describe('POST /api/teacher/materials/trash/permanent-delete', () => {
  it('deletes a trashed folder with its subtree, and empties the trash', async () => {
    const tree = await buildTree();
    await deleteMaterial({ teacherId: tree.teacherId, type: 'folder', id: tree.b.id });
    await deleteMaterial({ teacherId: tree.teacherId, type: 'template', id: tree.rootTemplate.id });
    const folder = await purge(tree.teacherId, { type: 'folder', id: tree.b.id });
    expect(folder.status).toBe(200);
    expect(folder.json).toEqual({ deleted: { folders: 2, templates: 1, resources: 1 } });
    expect((await purge(tree.teacherId, { all: true })).json).toEqual({
      deleted: { folders: 0, templates: 1, resources: 0 },
    });
    expect(await db.materialFolder.count({ where: { teacherId: tree.teacherId } })).toBe(2);
  });

  it("is 400 for a bad body, 404 for a live item or another teacher's, which stay", async () => {
    const tree = await buildTree();
    const foreign = await buildTree();
    const { deletionBatchId } = await deleteMaterial({
      teacherId: foreign.teacherId,
      type: 'folder',
      id: foreign.a.id,
    });
    for (const body of [{}, { all: false }, { all: true, batchId: randomUUID() }, { type: 'template', id: 'x' }]) {
      expect((await purge(tree.teacherId, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await purge(tree.teacherId, { type: 'folder', id: tree.a.id })).status).toBe(404);
    expect((await purge(tree.teacherId, { type: 'folder', id: foreign.a.id })).status).toBe(404);
    expect((await purge(tree.teacherId, { batchId: deletionBatchId })).status).toBe(404);
    expect(await db.materialFolder.count({ where: { teacherId: foreign.teacherId } })).toBe(4);
    expect(await db.materialFolder.count({ where: { teacherId: tree.teacherId } })).toBe(4);
  });
});
