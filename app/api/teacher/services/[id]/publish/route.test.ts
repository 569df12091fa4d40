import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createService, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { POST } from './route';

const publish = (id: string, cookie: string) =>
  callRoute(POST, { method: 'POST', path: `/api/teacher/services/${id}/publish`, params: { id }, cookie });

describe('POST /api/teacher/services/:id/publish', () => {
  it('publishes a draft and refuses an archived service with 409 INVALID_STATE', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const draft = await createService({ teacherId: teacher.id, status: 'draft' });
    const archived = await createService({ teacherId: teacher.id, status: 'archived' });
    const published = await publish(draft.id, cookie);
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({ id: draft.id, status: 'active' });
    const refused = await publish(archived.id, cookie);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({
      error: { code: 'INVALID_STATE', message: 'The service is archived and cannot be published' },
    });
  });

  it("answers 404 for another teacher's service and leaves it as it was", async () => {
    const owner = await createTeacher();
    const draft = await createService({ teacherId: owner.id, status: 'draft' });
    const response = await publish(draft.id, await teacherCookie((await createTeacher()).id));
    expect(response.status).toBe(404);
    expect((await db.service.findUniqueOrThrow({ where: { id: draft.id } })).status).toBe('draft');
  });
});
