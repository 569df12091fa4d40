import { describe, expect, it } from 'vitest';
import { createLessonTemplate, createResource, createTeacher } from '@/test/factories';
import { createMaterialFolder } from '@/test/factories/material';
import { callRoute, teacherCookie } from '@/test/http';
import { GET } from './route';

describe('GET /api/teacher/materials', () => {
  it('answers the root contents as the spec names them: folders, templates, resources, each with its total', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const folder = await createMaterialFolder({ teacherId: teacher.id });
    const template = await createLessonTemplate({ teacherId: teacher.id });
    const resource = await createResource({ teacherId: teacher.id, type: 'homework' });
    await createResource({ teacherId: teacher.id, label: 'zz second' });
    await createResource({ teacherId: teacher.id, folderId: folder.id });
    await createResource({ teacherId: (await createTeacher()).id });
    const response = await callRoute(GET, { path: '/api/teacher/materials?limit=1&sort=name', cookie });
    expect(response.status).toBe(200);
    expect(Object.keys(response.json).sort()).toEqual(['folder', 'folders', 'resources', 'templates']);
    expect(response.json.folder).toBeNull();
    expect(response.json.folders).toEqual({
      data: [{ id: folder.id, name: folder.name, color: null, emoji: null, itemCount: 1 }],
      page: 1,
      limit: 1,
      total: 1,
    });
    expect(response.json.templates).toMatchObject({
      data: [{ id: template.id, name: template.name, tags: [], resourceCount: 0 }],
      total: 1,
    });
    expect(response.json.resources).toMatchObject({ page: 1, limit: 1, total: 2 });
    expect(response.json.resources.data).toEqual([
      expect.objectContaining({ id: resource.id, label: resource.label, type: 'homework', provider: 'link' }),
    ]);
    expect(response.json.resources.data[0]).not.toHaveProperty('resourceType');
  });

  it('refuses a bad query (400)', async () => {
    const cookie = await teacherCookie((await createTeacher()).id);
    for (const query of ['sort=size', 'limit=500', 'page=0', 'folder=x']) {
      const response = await callRoute(GET, { path: `/api/teacher/materials?${query}`, cookie });
      expect(response.status).toBe(400);
    }
  });
});
