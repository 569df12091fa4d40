import { describe, expect, it } from 'vitest';
import { createTeacher } from '@/test/factories';
import { createMaterialFolder } from '@/test/factories/material';
import { callRoute, teacherCookie } from '@/test/http';
import { GET } from './route';

const get = (id: string, cookie: string) =>
  callRoute(GET, { path: `/api/teacher/materials/breadcrumb/${id}`, params: { id }, cookie });

describe('GET /api/teacher/materials/breadcrumb/:id', () => {
  it('answers the path root first; 404 for another teacher, 400 for a bad id', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const root = await createMaterialFolder({ teacherId: teacher.id });
    const child = await createMaterialFolder({ teacherId: teacher.id, parentId: root.id });
    const response = await get(child.id, cookie);
    expect(response.status).toBe(200);
    expect(response.json.data.map((folder: { id: string }) => folder.id)).toEqual([root.id, child.id]);
    const foreign = await createMaterialFolder({ teacherId: (await createTeacher()).id });
    expect((await get(foreign.id, cookie)).status).toBe(404);
    expect((await get('nope', cookie)).status).toBe(400);
  });
});
