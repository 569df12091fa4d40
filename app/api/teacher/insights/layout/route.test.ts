/** PATCH /api/teacher/insights/layout */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { PATCH } from './route';

const sections = { overview: true, quality: true, funnel: false, earnings: true, retention: true, content: true };
const patch = (cookie: string | undefined, body: unknown) =>
  callRoute(PATCH, { method: 'PATCH', path: '/api/teacher/insights/layout', cookie, body });

describe('PATCH /api/teacher/insights/layout', () => {
  it('stores the visibility of every section', async () => {
    const teacher = await createTeacher();
    const response = await patch(await teacherCookie(teacher.id), { sections });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ sections });
    const stored = await db.teacher.findUniqueOrThrow({ where: { id: teacher.id }, select: { insightsLayout: true } });
    expect(stored.insightsLayout).toEqual(sections);
  });

  it('rejects a missing section or an unknown field', async () => {
    const cookie = await teacherCookie((await createTeacher()).id);
    const { content: _content, ...partial } = sections;
    expect((await patch(cookie, { sections: partial })).status).toBe(400);
    expect((await patch(cookie, { sections: { ...sections, extra: true } })).status).toBe(400);
    expect((await patch(cookie, { sections, more: 1 })).status).toBe(400);
  });

  it('needs a teacher', async () => {
    expect((await patch(undefined, { sections })).status).toBe(401);
  });
});
