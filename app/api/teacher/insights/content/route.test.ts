import { describe, expect, it } from 'vitest';
import { createContentFixture } from '@/test/insights/content/content-practice';
import { callRoute, teacherCookie } from '@/test/http';
import { GET as categories } from './categories/route';
import { GET as resources } from './resources/route';
import { GET as overview } from './route';
import { GET as tags } from './tags/route';
import { GET as templateDetail } from './templates/[id]/route';
import { GET as templates } from './templates/route';

describe('GET /api/teacher/insights/content/**', () => {
  it('answers 401 without a session on every endpoint', async () => {
    const id = '00000000-0000-4000-8000-00000000abcd';
    for (const handler of [overview, templates, resources, tags, categories]) {
      expect((await callRoute(handler, { path: '/api/teacher/insights/content' })).status).toBe(401);
    }
    expect((await callRoute(templateDetail, { params: { id } })).status).toBe(401);
  });

  it('answers 400 for a period or sort outside the lists', async () => {
    const { teacher } = await createContentFixture();
    const cookie = await teacherCookie(teacher.id);
    const bad = async (handler: typeof overview, query: string) =>
      (await callRoute(handler, { path: `/api/teacher/insights/content?${query}`, cookie })).status;
    expect(await bad(overview, 'period=7')).toBe(400);
    expect(await bad(templates, 'sort=rating')).toBe(400);
    expect(await bad(templates, 'limit=101')).toBe(400);
    expect(await bad(tags, 'period=abc')).toBe(400);
    expect(await bad(resources, 'unknown=1')).toBe(400);
  });

  it('serves the teacher’s own figures and 404 for another teacher’s template', async () => {
    const mine = await createContentFixture();
    const theirs = await createContentFixture();
    const cookie = await teacherCookie(mine.teacher.id);
    const ranking = await callRoute(templates, {
      path: '/api/teacher/insights/content/templates?sort=completion&period=365',
      cookie,
    });
    expect(ranking.status).toBe(200);
    expect(ranking.json.total).toBe(3);
    expect(ranking.json.data.map((item: { name: string }) => item.name)).toEqual([
      'Free talk',
      'Past tense drills',
      'Listening lab',
    ]);
    const own = await callRoute(templateDetail, { params: { id: mine.templates.a.id }, cookie });
    expect(own.status).toBe(200);
    expect(own.json.template.name).toBe('Past tense drills');
    const foreign = await callRoute(templateDetail, { params: { id: theirs.templates.a.id }, cookie });
    expect(foreign.status).toBe(404);
    const top = await callRoute(overview, { path: '/api/teacher/insights/content', cookie });
    expect(top.status).toBe(200);
    expect(top.json.period.days).toBe(90);
    for (const handler of [resources, tags, categories]) {
      expect((await callRoute(handler, { path: '/api/teacher/insights/content', cookie })).status).toBe(200);
    }
  });
});
