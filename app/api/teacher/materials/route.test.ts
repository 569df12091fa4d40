import { describe, expect, it } from 'vitest';
import { createLessonTemplate, createResource, createTeacher } from '@/prisma/factories';
import { createMaterialFolder } from '@/prisma/factories/material';
import { callRoute, teacherCookie } from '@/test/http';
import { GET } from './route';

describe('GET /api/teacher/materials', () => {
  it('answers the root contents in the house list shape with folder null', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const folder = await createMaterialFolder({ teacherId: teacher.id });
    const template = await createLessonTemplate({ teacherId: teacher.id });
    const resource = await createResource({ teacherId: teacher.id });
    await createResource({ teacherId: teacher.id, folderId: folder.id });
    await createResource({ teacherId: (await createTeacher()).id });
    const response = await callRoute(GET, { path: '/api/teacher/materials?limit=10&sort=usage', cookie });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ page: 1, limit: 10, total: 3, folder: null });
    expect(response.json.data).toEqual([
      expect.objectContaining({ type: 'folder', id: folder.id, itemCount: 1 }),
      expect.objectContaining({ type: 'template', id: template.id, tags: [], resourceCount: 0 }),
      expect.objectContaining({ type: 'resource', id: resource.id, resourceType: 'material', provider: 'link' }),
    ]);
  });

  it('refuses a bad query (400)', async () => {
    const cookie = await teacherCookie((await createTeacher()).id);
    for (const query of ['sort=size', 'limit=500', 'page=0', 'folder=x']) {
      const response = await callRoute(GET, { path: `/api/teacher/materials?${query}`, cookie });
      expect(response.status).toBe(400);
    }
  });
});
