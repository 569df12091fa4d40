import { describe, expect, it } from 'vitest';
import { createService, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { POST } from './route';

const archive = (id: string, cookie: string) =>
  callRoute(POST, { method: 'POST', path: `/api/teacher/services/${id}/archive`, params: { id }, cookie });

describe('POST /api/teacher/services/:id/archive', () => {
  it('archives a paused service and refuses a draft', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const paused = await createService({ teacherId: teacher.id, status: 'paused' });
    const draft = await createService({ teacherId: teacher.id, status: 'draft' });
    expect((await archive(paused.id, cookie)).json).toMatchObject({ status: 'archived' });
    const refused = await archive(draft.id, cookie);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('INVALID_STATE');
  });
});
