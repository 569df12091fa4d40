import { describe, expect, it } from 'vitest';
import { createLessonTemplate, createResource, createTeacher } from '@/prisma/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET } from './route';

const search = async (teacherId: string, search: string) =>
  callRoute(GET, { path: `/api/teacher/materials/search${search}`, cookie: await teacherCookie(teacherId) });

describe('GET /api/teacher/materials/search', () => {
  it("answers a house list of the teacher's own hits only", async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    await createLessonTemplate({ teacherId: teacher.id, name: 'Phonics warm-up' });
    await createResource({
      teacherId: teacher.id,
      label: 'Phonics chart',
      url: 'https://files.example.test/chart.pdf',
    });
    await createResource({ teacherId: other.id, label: 'Phonics foreign' });
    const response = await search(teacher.id, '?q=phonics&limit=1');
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ page: 1, limit: 1, total: 2 });
    expect(response.json.data).toHaveLength(1);
    const resources = await search(teacher.id, '?q=PHONICS&type=resource');
    expect(resources.json.data).toEqual([
      expect.objectContaining({ type: 'resource', name: 'Phonics chart', url: 'https://files.example.test/chart.pdf' }),
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
