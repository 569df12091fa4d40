import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { buildTree } from '@/test/materials/trash/trash-tree';
import { callRoute, teacherCookie } from '@/test/http';
import { POST } from './route';

const bulkDelete = async (teacherId: string, body: unknown) =>
  callRoute(POST, {
    method: 'POST',
    path: '/api/teacher/materials/bulk-delete',
    body,
    cookie: await teacherCookie(teacherId),
  });

describe('POST /api/teacher/materials/bulk-delete', () => {
  it("answers a result per item; another teacher's item is NOT_FOUND and unchanged", async () => {
    const tree = await buildTree();
    const foreign = await buildTree();
    const response = await bulkDelete(tree.teacherId, {
      items: [
        { type: 'folder', id: tree.s.id },
        { type: 'folder', id: foreign.s.id },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      results: [
        { type: 'folder', id: tree.s.id, ok: true },
        { type: 'folder', id: foreign.s.id, ok: false, error: { code: 'NOT_FOUND', message: 'Folder not found' } },
      ],
      succeeded: 1,
      failed: 1,
    });
    expect((await db.materialFolder.findUniqueOrThrow({ where: { id: foreign.s.id } })).deletedAt).toBeNull();
  });

  it('refuses a bad body (400) and changes nothing', async () => {
    const tree = await buildTree();
    const id = tree.rootTemplate.id;
    for (const body of [
      {},
      { items: [] },
      {
        items: [
          { type: 'template', id },
          { type: 'template', id },
        ],
      },
      { items: [{ type: 'tag', id }] },
      { items: [{ type: 'template', id }], teacherId: randomUUID() },
      { items: Array.from({ length: 201 }, () => ({ type: 'template', id: randomUUID() })) },
    ]) {
      expect((await bulkDelete(tree.teacherId, body)).status).toBe(400);
    }
    expect((await db.lessonTemplate.findUniqueOrThrow({ where: { id } })).deletedAt).toBeNull();
  });
});
