import { describe, expect, it } from 'vitest';
import { createService, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { POST } from './route';

const duplicate = (id: string, cookie: string) =>
  callRoute(POST, { method: 'POST', path: `/api/teacher/services/${id}/duplicate`, params: { id }, cookie });

describe('POST /api/teacher/services/:id/duplicate', () => {
  it('answers 201 with a draft copy; two requests at once get distinct slugs', async () => {
    const teacher = await createTeacher();
    const source = await createService({ teacherId: teacher.id, slug: 'drums', name: 'Drums', status: 'active' });
    const cookie = await teacherCookie(teacher.id);
    const [first, second] = await Promise.all([duplicate(source.id, cookie), duplicate(source.id, cookie)]);
    expect([first!.status, second!.status]).toEqual([201, 201]);
    expect(first!.json).toMatchObject({ status: 'draft', name: 'Drums (copy)' });
    expect([first!.json.slug, second!.json.slug].sort()).toEqual(['drums-copy', 'drums-copy-2']);
  });

  it("answers 404 for another teacher's service", async () => {
    const source = await createService({ teacherId: (await createTeacher()).id });
    expect((await duplicate(source.id, await teacherCookie((await createTeacher()).id))).status).toBe(404);
  });
});
