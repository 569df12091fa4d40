import { describe, expect, it } from 'vitest';
import { createService, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { POST } from './route';

const reorder = (serviceIds: string[], cookie: string) =>
  callRoute(POST, { method: 'POST', path: '/api/teacher/services/reorder', body: { serviceIds }, cookie });

describe('POST /api/teacher/services/reorder', () => {
  it('saves the full order and refuses a partial list with 409', async () => {
    const teacher = await createTeacher();
    const a = await createService({ teacherId: teacher.id, sortOrder: 0 });
    const b = await createService({ teacherId: teacher.id, sortOrder: 1 });
    const cookie = await teacherCookie(teacher.id);
    const saved = await reorder([b.id, a.id], cookie);
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ serviceIds: [b.id, a.id] });
    const partial = await reorder([a.id], cookie);
    expect(partial.status).toBe(409);
    expect(partial.json.error.code).toBe('CONFLICT');
  });
});
