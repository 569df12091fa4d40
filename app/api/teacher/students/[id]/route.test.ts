import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createCancellationPolicy, createStudent, createTag, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { DELETE, GET, PATCH } from './route';

const call = (handler: typeof GET, method: string, id: string, cookie: string, body?: unknown) =>
  callRoute(handler, { method, path: `/api/teacher/students/${id}`, params: { id }, cookie, body });

describe('GET, PATCH, DELETE /api/teacher/students/:id', () => {
  it("answers the teacher's default policy with each rule's condition as one object (spec shape)", async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const student = await createStudent({ teacherId: teacher.id });
    await createCancellationPolicy({ teacherId: teacher.id, isDefault: true });
    const profile = await call(GET, 'GET', student.id, cookie);
    expect(profile.status).toBe(200);
    const [first] = profile.json.cancellationPolicy.cancellationRules;
    expect(first).toEqual({
      position: 0,
      condition: { field: 'hours_before_session', operator: 'gte', value: 24 },
      action: 'full_refund',
      penaltyPercent: null,
      description: null,
    });
  });

  it('reads the profile, changes it, then deletes the student softly', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const tag = await createTag({ teacherId: teacher.id });
    const student = await createStudent({ teacherId: teacher.id, level: 'A1' });

    const profile = await call(GET, 'GET', student.id, cookie);
    expect(profile.status).toBe(200);
    expect(profile.json).toMatchObject({
      id: student.id,
      enrollments: [],
      sessions: [],
      legalAcceptances: [],
      cancellationPolicy: null,
    });

    const patched = await call(PATCH, 'PATCH', student.id, cookie, {
      level: 'B2',
      mood: 'good',
      status: 'inactive',
      notes: 'Prefers evenings',
      preferredDays: [2, 4],
      tagIds: [tag.id],
    });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({ level: 'B2', mood: 'good', status: 'inactive', tagIds: [tag.id] });

    const deleted = await call(DELETE, 'DELETE', student.id, cookie);
    expect(deleted.status).toBe(204);
    expect((await call(GET, 'GET', student.id, cookie)).status).toBe(404);
  });

  it('answers PATCH validation errors in the documented shape, changing nothing', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id, timezone: 'Europe/Madrid' });
    const response = await call(PATCH, 'PATCH', student.id, await teacherCookie(teacher.id), {
      timezone: 'Europe/Atlantis',
      goals: 'x'.repeat(1001),
      email: 'new@example.test',
    });
    expect(response.status).toBe(400);
    expect(response.json.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: expect.arrayContaining([
        { path: 'timezone', message: 'Invalid IANA timezone' },
        { path: 'goals', message: expect.stringContaining('1000') },
        { path: '(root)', message: 'Unknown field(s): email' },
      ]),
    });
    expect((await db.student.findUniqueOrThrow({ where: { id: student.id } })).timezone).toBe('Europe/Madrid');
  });

  it("treats another teacher's student as missing (404) and changes nothing", async () => {
    const owner = await createTeacher();
    const student = await createStudent({ teacherId: owner.id, notes: 'kept', status: 'active' });
    const intruder = await teacherCookie((await createTeacher()).id);
    for (const [handler, method, body] of [
      [GET, 'GET', undefined],
      [PATCH, 'PATCH', { notes: 'changed', status: 'inactive' }],
      [DELETE, 'DELETE', undefined],
    ] as const) {
      const response = await call(handler, method, student.id, intruder, body);
      expect(response.status).toBe(404);
      expect(response.json.error.code).toBe('NOT_FOUND');
    }
    expect(await db.student.findUniqueOrThrow({ where: { id: student.id } })).toMatchObject({
      notes: 'kept',
      status: 'active',
      deletedAt: null,
    });
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const teacher = await createTeacher();
    expect((await call(GET, 'GET', 'nope', await teacherCookie(teacher.id))).status).toBe(400);
  });
});
