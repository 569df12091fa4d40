/** POST /api/teacher/privacy/delete-account/confirm, then DELETE /api/teacher/privacy/delete-account. */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/test/factories';
import { callRoute, sessionCookie, teacherCookie } from '@/test/http';
import { POST as confirm } from './confirm/route';
import { DELETE } from './route';

const confirmWith = (cookie: string, body: unknown) =>
  callRoute(confirm, { method: 'POST', path: '/api/teacher/privacy/delete-account/confirm', cookie, body });
const deleteWith = (cookie: string, body?: unknown) =>
  callRoute(DELETE, { method: 'DELETE', path: '/api/teacher/privacy/delete-account', cookie, body });

describe('account deletion routes', () => {
  it('deletes only after both steps, then signs the teacher out', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    expect((await confirmWith(cookie, { slug: 'not-my-slug' })).status).toBe(400);
    expect((await confirmWith(cookie, {})).status).toBe(400);
    expect((await deleteWith(cookie)).status).toBe(400);
    expect((await deleteWith(cookie, {})).status).toBe(400);
    expect((await deleteWith(cookie, { confirmationToken: 'made.up.token.value' })).status).toBe(403);
    expect((await db.teacher.findUniqueOrThrow({ where: { id: teacher.id } })).deletedAt).toBeNull();

    const step1 = await confirmWith(cookie, { slug: teacher.slug });
    expect(step1.status).toBe(200);
    expect(Date.parse(step1.json.expiresAt)).toBeGreaterThan(Date.now());
    const step2 = await deleteWith(cookie, { confirmationToken: step1.json.confirmationToken });
    expect(step2.status).toBe(200);
    expect(step2.json).toEqual({ deleted: true, studentsErased: 0, subscriptionsCancelled: 0 });
    expect(step2.headers.get('set-cookie')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    // The old cookie signs nobody in any more.
    expect((await confirmWith(cookie, { slug: teacher.slug })).status).toBe(401);
    expect((await db.teacher.findUniqueOrThrow({ where: { id: teacher.id } })).name).toBe('Deleted teacher');
  });

  it("another teacher's token is refused and nothing changes", async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const othersToken = (await confirmWith(await teacherCookie(other.id), { slug: other.slug })).json.confirmationToken;
    const response = await deleteWith(await teacherCookie(teacher.id), { confirmationToken: othersToken });
    expect(response.status).toBe(403);
    expect((await db.teacher.findUniqueOrThrow({ where: { id: teacher.id } })).deletedAt).toBeNull();
    expect((await db.teacher.findUniqueOrThrow({ where: { id: other.id } })).deletedAt).toBeNull();
  });

  it('is for teachers only, and from this site only', async () => {
    const teacher = await createTeacher();
    const token = (await confirmWith(await teacherCookie(teacher.id), { slug: teacher.slug })).json.confirmationToken;
    const crossSite = await callRoute(DELETE, {
      method: 'DELETE',
      path: '/api/teacher/privacy/delete-account',
      cookie: await teacherCookie(teacher.id),
      body: { confirmationToken: token },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect((await db.teacher.findUniqueOrThrow({ where: { id: teacher.id } })).deletedAt).toBeNull();
    const student = await db.student.create({
      data: { teacherId: teacher.id, name: 'S', email: `s.${teacher.id}@x.test` },
    });
    expect(
      (await deleteWith(await sessionCookie({ role: 'student', studentId: student.id }), { confirmationToken: token }))
        .status,
    ).toBe(403);
  });
});
