import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createLessonTemplate, createResource, createTeacher } from '@/test/factories';
import { createMaterialFolder } from '@/test/factories/material';
import { callRoute, teacherCookie } from '@/test/http';
import { POST } from './route';

const post = (cookie: string, body: unknown) =>
  callRoute(POST, { method: 'POST', path: '/api/teacher/materials/move', cookie, body });

describe('POST /api/teacher/materials/move', () => {
  it('moves items and reports refused ones per item (200 ZBulkResult)', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const target = await createMaterialFolder({ teacherId: teacher.id });
    const resource = await createResource({ teacherId: teacher.id });
    const foreign = await createLessonTemplate({ teacherId: (await createTeacher()).id });
    const response = await post(cookie, {
      items: [
        { type: 'resource', id: resource.id },
        { type: 'template', id: foreign.id },
        { type: 'folder', id: target.id },
      ],
      targetFolderId: target.id,
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      results: [
        { type: 'resource', id: resource.id, ok: true },
        { type: 'template', id: foreign.id, ok: false, error: { code: 'NOT_FOUND', message: 'Template not found' } },
        { type: 'folder', id: target.id, ok: false, error: { code: 'FOLDER_CYCLE', message: expect.any(String) } },
      ],
      succeeded: 1,
      failed: 2,
    });
    expect(await db.resource.findUniqueOrThrow({ where: { id: resource.id } })).toMatchObject({ folderId: target.id });
    expect(await db.lessonTemplate.findUniqueOrThrow({ where: { id: foreign.id } })).toMatchObject({ folderId: null });
  });

  it("answers 404 for another teacher's target and 400 for a bad body, moving nothing", async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const resource = await createResource({ teacherId: teacher.id });
    const foreign = await createMaterialFolder({ teacherId: (await createTeacher()).id });
    const item = { type: 'resource', id: resource.id };
    expect((await post(cookie, { items: [item], targetFolderId: foreign.id })).status).toBe(404);
    expect((await post(cookie, { items: [], targetFolderId: null })).status).toBe(400);
    expect((await post(cookie, { items: [item, item], targetFolderId: null })).status).toBe(400);
    expect((await post(cookie, { items: [{ type: 'video', id: resource.id }], targetFolderId: null })).status).toBe(400);
    expect((await post(cookie, { items: [item] })).status).toBe(400);
    expect(await db.resource.findUniqueOrThrow({ where: { id: resource.id } })).toMatchObject({ folderId: null });
  });
});
