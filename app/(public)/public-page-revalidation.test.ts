import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as getMe } from '@/app/api/auth/me/route';
import { POST as rotateFeed } from '@/app/api/student/calendar-feed/rotate/route';
import { PATCH as patchProfile } from '@/app/api/teacher/settings/profile/route';
import { createStudent, createTeacher, uniqueSuffix } from '@/test/factories';
import { callRoute, sessionCookie, teacherCookie } from '@/test/http';
import { publicPageTags } from '@/lib/public-page/public-page-tags';

const revalidated = vi.hoisted(() => [] as { tag: string; profile: unknown }[]);
vi.mock('next/cache', () => ({
  revalidateTag: (tag: string, profile: unknown) => revalidated.push({ tag, profile }),
}));

beforeEach(() => {
  revalidated.length = 0;
});

describe('public pages are expired by the writes of their teacher and students', () => {
  it('a teacher profile change expires the old slug and the teacher, at once', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const response = await callRoute(patchProfile, {
      method: 'PATCH',
      path: '/api/teacher/settings/profile',
      cookie,
      body: { slug: `renamed-${uniqueSuffix()}` },
    });
    expect(response.status).toBe(200);
    expect(revalidated).toEqual([
      { tag: publicPageTags.teacher(teacher.id), profile: { expire: 0 } },
      { tag: publicPageTags.slug(teacher.slug), profile: { expire: 0 } },
    ]);
  });

  it('a refused write or a read expires nothing', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const refused = await callRoute(patchProfile, {
      method: 'PATCH',
      path: '/api/teacher/settings/profile',
      cookie,
      body: { slug: 'Not A Slug!' },
    });
    expect(refused.status).toBe(400);
    expect((await callRoute(getMe, { path: '/api/auth/me', cookie })).status).toBe(200);
    expect(revalidated).toEqual([]);
  });

  it("a student's write expires their teacher's pages", async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const cookie = await sessionCookie({ role: 'student', studentId: student.id });
    const response = await callRoute(rotateFeed, { method: 'POST', path: '/api/student/calendar-feed/rotate', cookie });
    expect(response.status).toBeLessThan(300);
    expect(revalidated).toEqual([{ tag: publicPageTags.teacher(teacher.id), profile: { expire: 0 } }]);
  });
});
