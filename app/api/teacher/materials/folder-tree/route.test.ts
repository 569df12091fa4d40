import { describe, expect, it } from 'vitest';
import { createResource, createTeacher } from '@/test/factories';
import { createMaterialFolder } from '@/test/factories/material';
import { callRoute, teacherCookie } from '@/test/http';
import { GET } from './route';

describe('GET /api/teacher/materials/folder-tree', () => {
  it("answers the teacher's own tree with item counts, none of another teacher's", async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const root = await createMaterialFolder({ teacherId: teacher.id, name: 'Root' });
    const child = await createMaterialFolder({ teacherId: teacher.id, parentId: root.id, name: 'Child' });
    await createResource({ teacherId: teacher.id, folderId: child.id });
    await createResource({ teacherId: teacher.id });
    await createMaterialFolder({ teacherId: other.id });
    const response = await callRoute(GET, { path: '/api/teacher/materials/folder-tree', cookie: await teacherCookie(teacher.id) });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      rootItemCount: 1,
      data: [
        expect.objectContaining({
          id: root.id,
          itemCount: 1,
          children: [expect.objectContaining({ id: child.id, name: 'Child', depth: 2, itemCount: 1, children: [] })],
        }),
      ],
    });
  });

  it('needs a signed-in teacher (401)', async () => {
    expect((await callRoute(GET, { path: '/api/teacher/materials/folder-tree' })).status).toBe(401);
  });
});
