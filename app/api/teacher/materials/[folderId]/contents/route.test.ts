import { describe, expect, it } from 'vitest';
import { createLessonTemplate, createResource, createTeacher } from '@/test/factories';
import { createMaterialFolder } from '@/test/factories/material';
import { callRoute, teacherCookie } from '@/test/http';
import { GET } from './route';

const get = (folderId: string, cookie: string, query = '') =>
  callRoute(GET, { path: `/api/teacher/materials/${folderId}/contents${query}`, params: { folderId }, cookie });

describe('GET /api/teacher/materials/:folderId/contents', () => {
  it("answers a folder's contents grouped as folders, templates, resources with the folder; 404 for another teacher's folder; 400 for bad input", async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const folder = await createMaterialFolder({ teacherId: teacher.id, name: 'Unit 1' });
    const template = await createLessonTemplate({ teacherId: teacher.id, folderId: folder.id });
    const resource = await createResource({
      teacherId: teacher.id,
      folderId: folder.id,
      label: 'Sheet',
      type: 'reference',
    });
    const response = await get(folder.id, cookie);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      folder: { id: folder.id, name: 'Unit 1' },
      folders: { data: [], page: 1, limit: 20, total: 0 },
      templates: { data: [{ id: template.id }], page: 1, limit: 20, total: 1 },
      resources: { data: [{ id: resource.id, label: 'Sheet', type: 'reference' }], total: 1 },
    });
    const foreign = await createMaterialFolder({ teacherId: (await createTeacher()).id });
    await createLessonTemplate({ teacherId: foreign.teacherId, folderId: foreign.id });
    expect((await get(foreign.id, cookie)).status).toBe(404);
    expect((await get('x', cookie)).status).toBe(400);
    expect((await get(folder.id, cookie, '?sort=oldest')).status).toBe(400);
  });
});
