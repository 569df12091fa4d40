import { describe, expect, it } from 'vitest';
import { createService, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { POST } from './route';

describe('POST /api/teacher/services/bulk-pause', () => {
  it('pauses active services only and reports the others as skipped', async () => {
    const teacher = await createTeacher();
    const active = await createService({ teacherId: teacher.id, status: 'active' });
    const draft = await createService({ teacherId: teacher.id, status: 'draft' });
    const response = await callRoute(POST, {
      method: 'POST',
      path: '/api/teacher/services/bulk-pause',
      body: { serviceIds: [active.id, draft.id] },
      cookie: await teacherCookie(teacher.id),
    });
    expect(response.json).toEqual({
      updated: [active.id],
      skipped: [{ id: draft.id, reason: 'invalid_state', status: 'draft' }],
    });
  });
});
