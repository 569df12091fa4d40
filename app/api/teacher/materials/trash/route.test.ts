import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deleteMaterial } from '@/lib/materials/trash/delete-material';
import { buildTree } from '@/test/materials/trash/trash-tree';
import { callRoute, teacherCookie } from '@/test/http';
import { GET } from './route';

const list = async (teacherId: string, search = '') =>
  callRoute(GET, { path: `/api/teacher/materials/trash${search}`, cookie: await teacherCookie(teacherId) });

describe('GET /api/teacher/materials/trash', () => {
  it('answers the grouped trash; folderId drills into a trashed folder', async () => {
    const tree = await buildTree();
    const { deletionBatchId } = await deleteMaterial({ teacherId: tree.teacherId, type: 'folder', id: tree.a.id });
    const response = await list(tree.teacherId);
    expect(response.status).toBe(200);
    expect(response.json.folders).toHaveLength(3);
    expect(response.json.resources).toEqual([
      expect.objectContaining({ id: tree.resourceInB.id, deletedAt: expect.stringMatching(/Z$/), deletionBatchId }),
    ]);
    expect(response.json.batches).toEqual([
      expect.objectContaining({ batchId: deletionBatchId, rootFolder: { id: tree.a.id, name: 'A' } }),
    ]);
    const inA = await list(tree.teacherId, `?folderId=${tree.a.id}`);
    expect(inA.json.folders.map((row: { id: string }) => row.id)).toEqual([tree.b.id]);
  });

  it("is 404 for another teacher's trashed folder, 400 for a bad folderId or an unknown parameter, 401 signed out", async () => {
    const tree = await buildTree();
    const foreign = await buildTree();
    await deleteMaterial({ teacherId: foreign.teacherId, type: 'folder', id: foreign.a.id });
    expect((await list(tree.teacherId, `?folderId=${foreign.a.id}`)).status).toBe(404);
    expect((await list(tree.teacherId, `?folderId=${randomUUID()}`)).status).toBe(404);
    expect((await list(tree.teacherId, '?folderId=nope')).status).toBe(400);
    expect((await list(tree.teacherId, '?page=2')).status).toBe(400);
    expect((await list(tree.teacherId)).json).toMatchObject({ folders: [], templates: [], resources: [], batches: [] });
    expect((await callRoute(GET, { path: '/api/teacher/materials/trash' })).status).toBe(401);
  });
});
