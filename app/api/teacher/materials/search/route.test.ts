import { describe, expect, it } from 'vitest';
import { createLessonTemplate, createResource, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET } from './route';

const search = async (teacherId: string, search: string) =>
  callRoute(GET, { path: `/api/teacher/materials/search${search}`, cookie: await teacherCookie(teacherId) });

describe('GET /api/teacher/materials/search', () => {
  it("answers the teacher's own hits grouped as templates and resources, resources with their type", async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    await createLessonTemplate({ teacherId: teacher.id, name: 'Phonics warm-up' });
    await createResource({
      teacherId: teacher.id,
      label: 'Phonics chart',
      url: 'https://files.example.test/chart.pdf',
      type: 'reference',
    });
    await createResource({ teacherId: other.id, label: 'Phonics foreign' });
    const response = await search(teacher.id, '?q=phonics&limit=1');
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      templates: { page: 1, limit: 1, total: 1, data: [{ name: 'Phonics warm-up' }] },
      resources: { page: 1, limit: 1, total: 1 },
    });
    const resources = await search(teacher.id, '?q=PHONICS&type=resource');
    expect(resources.json.templates).toEqual({ data: [], page: 1, limit: 20, total: 0 });
    expect(resources.json.resources.data).toEqual([
      expect.objectContaining({
        label: 'Phonics chart',
        url: 'https://files.example.test/chart.pdf',
        provider: 'link',
        type: 'reference',
      }),
    ]);
  });

  it('refuses a missing, empty or 101-character q and an unknown type (400)', async () => {
    const teacher = await createTeacher();
    for (const query of ['', '?q=', `?q=${'a'.repeat(101)}`, '?q=a&type=folder', '?q=a&limit=500']) {
      const response = await search(teacher.id, query);
      expect(response.status, query).toBe(400);
      expect(response.json.error.code).toBe('VALIDATION_ERROR');
    }
  });
});
