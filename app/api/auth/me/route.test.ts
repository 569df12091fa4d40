import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { createSession } from '@/lib/auth/create-session';
import { callRoute, sessionCookie } from '@/test/http';
import { GET } from './route';

describe('GET /api/auth/me', () => {
  it('answers the teacher shape for a teacher session, and nothing more', async () => {
    const teacher = await createTeacher();
    const response = await callRoute(GET, { cookie: await sessionCookie({ role: 'teacher', teacherId: teacher.id }) });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      role: 'teacher',
      teacher: {
        id: teacher.id,
        name: teacher.name,
        email: teacher.email,
        slug: teacher.slug,
        avatarUrl: teacher.avatarUrl,
        timezone: teacher.timezone,
        onboardingCompleted: teacher.onboardingCompleted,
      },
    });
  });

  it('answers the student shape with impersonating false for a student session', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const response = await callRoute(GET, { cookie: await sessionCookie({ role: 'student', studentId: student.id }) });
    expect(response.json).toEqual({
      role: 'student',
      student: { id: student.id, name: student.name, email: student.email, timezone: student.timezone },
      impersonating: false,
      payer: null,
    });
  });

  it('reports impersonating true when a teacher holds the student session', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const cookie = await sessionCookie({ role: 'student', studentId: student.id, impersonatorTeacherId: teacher.id });
    expect((await callRoute(GET, { cookie })).json.impersonating).toBe(true);
  });

  it.each([
    ['no cookie', undefined],
    ['a malformed id', 'svc_session=not-hex'],
    ['an unknown id', `svc_session=${'ab'.repeat(32)}`],
  ])('refuses %s with 401 UNAUTHENTICATED', async (_case, cookie) => {
    const response = await callRoute(GET, { cookie });
    expect(response.status).toBe(401);
    expect(response.json.error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an expired session', async () => {
    const teacher = await createTeacher();
    const { sessionId } = await createSession({ role: 'teacher', teacherId: teacher.id }, {}, { lifetimeSeconds: -1 });
    expect((await callRoute(GET, { cookie: `svc_session=${sessionId}` })).status).toBe(401);
  });

  it('refuses the session of a soft-deleted teacher', async () => {
    const teacher = await createTeacher();
    const cookie = await sessionCookie({ role: 'teacher', teacherId: teacher.id });
    await db.teacher.update({ where: { id: teacher.id }, data: { deletedAt: new Date() } });
    expect((await callRoute(GET, { cookie })).status).toBe(401);
  });
});
