import { describe, expect, it } from 'vitest';
import { createTeacher, uniqueSuffix } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET } from './route';

const check = (cookie: string | undefined, slug: string) =>
  callRoute(GET, { path: `/api/teacher/settings/slug-check?${new URLSearchParams({ slug })}`, cookie });

describe('GET /api/teacher/settings/slug-check', () => {
  it('a free slug is available; the teacher’s own slug is available to them; another teacher’s is taken', async () => {
    const other = await createTeacher();
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const free = `free-${uniqueSuffix()}`;
    expect((await check(cookie, free)).json).toEqual({ slug: free, available: true, reason: null, message: null });
    expect((await check(cookie, teacher.slug)).json).toMatchObject({ available: true, reason: null });
    expect((await check(cookie, other.slug)).json).toEqual({
      slug: other.slug,
      available: false,
      reason: 'taken',
      message: 'Another teacher already uses this address',
    });
    // Another teacher's check sees the first teacher's slug as taken.
    expect((await check(await teacherCookie(other.id), teacher.slug)).json).toMatchObject({ available: false });
  });

  it.each([
    ['Maria', 'invalid'],
    ['maria lopez', 'invalid'],
    ['maría', 'invalid'],
    ['ab', 'invalid'],
    ['-maria', 'invalid'],
    ['', 'invalid'],
    ['api', 'reserved'],
    ['sign-in', 'reserved'],
    ['portal', 'reserved'],
  ])('answers 200 available: false for %j (%s)', async (slug, reason) => {
    const cookie = await teacherCookie((await createTeacher()).id);
    const response = await check(cookie, slug);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ slug, available: false, reason, message: expect.any(String) });
  });

  it('refuses a caller who is not signed in', async () => {
    expect((await check(undefined, 'anything')).status).toBe(401);
  });
});
