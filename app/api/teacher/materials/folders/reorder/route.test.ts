import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/test/factories';
import { createMaterialFolder } from '@/test/factories/material';
import { callRoute, teacherCookie } from '@/test/http';
import { POST } from './route';

const post = (cookie: string, body: unknown) =>
  callRoute(POST, { method: 'POST', path: '/api/teacher/materials/folders/reorder', cookie, body });

describe('POST /api/teacher/materials/folders/reorder', () => {
  it('answers the siblings in their new order', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const a = await createMaterialFolder({ teacherId: teacher.id, sortOrder: 0 });
    const b = await createMaterialFolder({ teacherId: teacher.id, sortOrder: 1 });
    const response = await post(cookie, { parentId: null, folderIds: [b.id, a.id] });
    expect(response.status).toBe(200);
    expect(response.json.data.map((folder: { id: string; sortOrder: number }) => [folder.id, folder.sortOrder])).toEqual([
      [b.id, 0],
      [a.id, 1],
    ]);
  });

  it("refuses bad input (400) and another teacher's folders (404), changing nothing", async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const own = await createMaterialFolder({ teacherId: teacher.id, sortOrder: 3 });
    const foreign = await createMaterialFolder({ teacherId: (await createTeacher()).id, sortOrder: 7 });
    expect((await post(cookie, { folderIds: [own.id] })).status).toBe(400);
    expect((await post(cookie, { parentId: null, folderIds: [] })).status).toBe(400);
    expect((await post(cookie, { parentId: null, folderIds: [own.id, own.id] })).status).toBe(400);
    expect((await post(cookie, { parentId: null, folderIds: [foreign.id, own.id] })).status).toBe(404);
    expect((await post(cookie, { parentId: foreign.id, folderIds: [own.id] })).status).toBe(404);
    expect(await db.materialFolder.findUniqueOrThrow({ where: { id: own.id } })).toMatchObject({ sortOrder: 3 });
    expect(await db.materialFolder.findUniqueOrThrow({ where: { id: foreign.id } })).toMatchObject({ sortOrder: 7 });
  });
});
