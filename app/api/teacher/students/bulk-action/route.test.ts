import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { POST } from './route';

const bulk = (body: unknown, cookie: string) =>
  callRoute(POST, { method: 'POST', path: '/api/teacher/students/bulk-action', body, cookie });

describe('POST /api/teacher/students/bulk-action', () => {
  it('answers a result per id; foreign students are not_found and unchanged', async () => {
    const teacher = await createTeacher();
    const own = await createStudent({ teacherId: teacher.id, status: 'active' });
    const foreign = await createStudent({ teacherId: (await createTeacher()).id, status: 'active' });
    const response = await bulk(
      { action: 'deactivate', studentIds: [own.id, foreign.id] },
      await teacherCookie(teacher.id),
    );
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      results: [
        { id: own.id, ok: true },
        { id: foreign.id, ok: false, error: 'not_found' },
      ],
    });
    expect((await db.student.findUniqueOrThrow({ where: { id: foreign.id } })).status).toBe('active');
  });

  it('refuses an unknown action, no ids, repeated ids and more than 100 ids', async () => {
    const cookie = await teacherCookie((await createTeacher()).id);
    const id = randomUUID();
    for (const body of [
      { action: 'archive', studentIds: [id] },
      { action: 'delete', studentIds: [] },
      { action: 'delete', studentIds: [id, id] },
      { action: 'delete', studentIds: Array.from({ length: 101 }, () => randomUUID()) },
    ]) {
      const response = await bulk(body, cookie);
      expect(response.status).toBe(400);
      expect(response.json.error.code).toBe('VALIDATION_ERROR');
    }
  });
});
