import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createService, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { POST } from './route';

const bulkPublish = (body: unknown, cookie: string) =>
  callRoute(POST, { method: 'POST', path: '/api/teacher/services/bulk-publish', body, cookie });

describe('POST /api/teacher/services/bulk-publish', () => {
  it('publishes what it can and reports the skipped ones', async () => {
    const teacher = await createTeacher();
    const draft = await createService({ teacherId: teacher.id, status: 'draft' });
    const archived = await createService({ teacherId: teacher.id, status: 'archived' });
    const foreign = await createService({ teacherId: (await createTeacher()).id, status: 'draft' });
    const response = await bulkPublish(
      { serviceIds: [draft.id, archived.id, foreign.id] },
      await teacherCookie(teacher.id),
    );
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      updated: [draft.id],
      skipped: [
        { id: archived.id, reason: 'invalid_state', status: 'archived' },
        { id: foreign.id, reason: 'not_found' },
      ],
    });
  });

  it('takes 1 to 100 distinct ids', async () => {
    const cookie = await teacherCookie((await createTeacher()).id);
    const tooMany = Array.from({ length: 101 }, () => randomUUID());
    const id = randomUUID();
    for (const serviceIds of [[], tooMany, [id, id], ['not-a-uuid']]) {
      expect((await bulkPublish({ serviceIds }, cookie)).status).toBe(400);
    }
  });
});
