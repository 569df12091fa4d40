import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createResource, createTeacher } from '@/test/factories';
import { createMaterialFolder } from '@/test/factories/material';
import { callRoute, teacherCookie } from '@/test/http';
import { DELETE, PATCH } from './route';

const call = (handler: typeof PATCH, method: string, id: string, cookie: string, body?: unknown) =>
  callRoute(handler, { method, path: `/api/teacher/materials/folders/${id}`, params: { id }, cookie, body });

describe('PATCH, DELETE /api/teacher/materials/folders/:id', () => {
  it('renames and moves a folder, then deletes it with its subtree in one batch', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const target = await createMaterialFolder({ teacherId: teacher.id });
    const folder = await createMaterialFolder({ teacherId: teacher.id, name: 'Old' });
    const child = await createMaterialFolder({ teacherId: teacher.id, parentId: folder.id });
    const resource = await createResource({ teacherId: teacher.id, folderId: child.id });

    const patched = await call(PATCH, 'PATCH', folder.id, cookie, { name: 'New', parentId: target.id, emoji: '🎯' });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({ id: folder.id, name: 'New', emoji: '🎯', parentId: target.id, depth: 2 });
    expect(await db.materialFolder.findUniqueOrThrow({ where: { id: child.id } })).toMatchObject({ depth: 3 });

    const deleted = await call(DELETE, 'DELETE', folder.id, cookie);
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({
      type: 'folder',
      id: folder.id,
      deletedAt: expect.stringMatching(/Z$/),
      deletionBatchId: expect.any(String),
    });
    const batch = deleted.json.deletionBatchId as string;
    expect(await db.materialFolder.findUniqueOrThrow({ where: { id: child.id } })).toMatchObject({ deletionBatchId: batch });
    expect(await db.resource.findUniqueOrThrow({ where: { id: resource.id } })).toMatchObject({ deletionBatchId: batch });
    expect((await call(DELETE, 'DELETE', folder.id, cookie)).status).toBe(404);
    expect((await call(PATCH, 'PATCH', folder.id, cookie, { name: 'Again' })).status).toBe(404);
  });

  it('answers the folder rules with 422 and bad input with 400, changing nothing', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const folder = await createMaterialFolder({ teacherId: teacher.id, name: 'Keep' });
    const child = await createMaterialFolder({ teacherId: teacher.id, parentId: folder.id });
    const cycle = await call(PATCH, 'PATCH', folder.id, cookie, { parentId: child.id });
    expect(cycle.status).toBe(422);
    expect(cycle.json.error.code).toBe('FOLDER_CYCLE');
    let deep = child.id;
    for (let depth = 3; depth <= 5; depth += 1) deep = (await createMaterialFolder({ teacherId: teacher.id, parentId: deep })).id;
    const other = await createMaterialFolder({ teacherId: teacher.id });
    const tooDeep = await call(PATCH, 'PATCH', other.id, cookie, { parentId: deep });
    expect(tooDeep.status).toBe(422);
    expect(tooDeep.json.error.code).toBe('FOLDER_DEPTH_EXCEEDED');
    expect((await call(PATCH, 'PATCH', folder.id, cookie, { name: '' })).status).toBe(400);
    expect((await call(PATCH, 'PATCH', folder.id, cookie, { depth: 1 })).status).toBe(400);
    expect((await call(PATCH, 'PATCH', 'not-a-uuid', cookie, { name: 'X' })).status).toBe(400);
    expect(await db.materialFolder.findUniqueOrThrow({ where: { id: folder.id } })).toMatchObject({ name: 'Keep', parentId: null });
    expect(await db.materialFolder.findUniqueOrThrow({ where: { id: other.id } })).toMatchObject({ parentId: null, depth: 1 });
  });

  it("answers 404 for another teacher's folder and leaves it unchanged", async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const foreign = await createMaterialFolder({ teacherId: (await createTeacher()).id, name: 'Theirs' });
    expect((await call(PATCH, 'PATCH', foreign.id, cookie, { name: 'Mine' })).status).toBe(404);
    expect((await call(DELETE, 'DELETE', foreign.id, cookie)).status).toBe(404);
    expect(await db.materialFolder.findUniqueOrThrow({ where: { id: foreign.id } })).toMatchObject({
      name: 'Theirs',
      deletedAt: null,
    });
  });
});
