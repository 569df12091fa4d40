/** GET/POST /api/teacher/lesson-templates: create with tags, folder and links; list filters; tenancy; bad input. */
import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createLessonTemplate, createResource, createTag, createTeacher } from '@/test/factories';
import { createMaterialFolder } from '@/test/factories/material';
import { callRoute, teacherCookie } from '@/test/http';
import { GET, POST } from './route';

async function setup() {
  const teacher = await createTeacher();
  return { teacher, cookie: await teacherCookie(teacher.id) };
}

const create = (cookie: string | undefined, body: unknown) =>
  callRoute(POST, { method: 'POST', path: '/api/teacher/lesson-templates', cookie, body });
const list = (cookie: string, query = '') => callRoute(GET, { path: `/api/teacher/lesson-templates${query}`, cookie });
const count = (teacherId: string) => db.lessonTemplate.count({ where: { teacherId } });

describe('POST /api/teacher/lesson-templates', () => {
  it('creates a template with its fields, tags by id and by name, a folder and ordered resource links', async () => {
    const { teacher, cookie } = await setup();
    const folder = await createMaterialFolder({ teacherId: teacher.id, name: 'Grammar' });
    const tag = await createTag({ teacherId: teacher.id, name: 'a2' });
    const first = await createResource({ teacherId: teacher.id });
    const second = await createResource({ teacherId: teacher.id });

    const response = await create(cookie, {
      name: '  Past tense ',
      description: 'Regular and irregular verbs',
      categories: ['grammar', 'verbs'],
      tagIds: [tag.id],
      tags: ['Beginner'],
      defaultNotes: 'Warm up with a story',
      defaultSummary: '',
      meetLink: 'https://meet.example.test/abc',
      folderId: folder.id,
      resourceIds: [second.id, first.id],
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      name: 'Past tense',
      description: 'Regular and irregular verbs',
      categories: ['grammar', 'verbs'],
      defaultNotes: 'Warm up with a story',
      defaultSummary: null,
      meetLink: 'https://meet.example.test/abc',
      folderId: folder.id,
      usageCount: 0,
      version: 1,
      resourceCount: 2,
    });
    expect(response.json.tags.map((t: { name: string }) => t.name).sort()).toEqual(['Beginner', 'a2']);
    const links = await db.templateResource.findMany({
      where: { templateId: response.json.id },
      orderBy: { position: 'asc' },
    });
    expect(links.map((link) => [link.resourceId, link.position])).toEqual([
      [second.id, 0],
      [first.id, 1],
    ]);
    await flushAudits();
    expect(await db.auditLog.count({ where: { entityId: response.json.id, action: 'template.create' } })).toBe(1);
  });

  it('refuses a meet link that is not an http(s) URL: 400 on meetLink, nothing written', async () => {
    const { teacher, cookie } = await setup();
    for (const meetLink of ['javascript:alert(1)', 'ftp://files.example.test/x', 'not a url', 'meet.example.test']) {
      const response = await create(cookie, { name: 'Bad link', meetLink });
      expect(response.status).toBe(400);
      expect(response.json.error.code).toBe('VALIDATION_ERROR');
      expect(response.json.error.details.map((d: { path: string }) => d.path)).toContain('meetLink');
    }
    expect(await count(teacher.id)).toBe(0);
  });

  it("another teacher's, a trashed or a missing folder is 404 and writes nothing", async () => {
    const { teacher, cookie } = await setup();
    const other = await createTeacher();
    const foreign = await createMaterialFolder({ teacherId: other.id });
    const trashed = await createMaterialFolder({ teacherId: teacher.id, deletedAt: new Date() });
    for (const folderId of [foreign.id, trashed.id, crypto.randomUUID()]) {
      const response = await create(cookie, { name: 'Filed', folderId, tags: ['new-tag'] });
      expect(response.status).toBe(404);
      expect(response.json.error.code).toBe('NOT_FOUND');
    }
    expect(await count(teacher.id)).toBe(0);
    expect(await db.tag.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it("another teacher's or a trashed resource is 404 and nothing is written", async () => {
    const { teacher, cookie } = await setup();
    const other = await createTeacher();
    const own = await createResource({ teacherId: teacher.id });
    const foreign = await createResource({ teacherId: other.id });
    const trashed = await createResource({ teacherId: teacher.id, deletedAt: new Date() });
    for (const refused of [foreign, trashed]) {
      const response = await create(cookie, { name: 'Linked', resourceIds: [own.id, refused.id], tags: ['fresh'] });
      expect(response.status).toBe(404);
      expect(response.json.error).toMatchObject({ code: 'NOT_FOUND', message: 'Resource not found' });
    }
    expect(await count(teacher.id)).toBe(0);
    expect(await db.tag.count({ where: { teacherId: teacher.id } })).toBe(0);
    expect(await db.templateResource.count({ where: { resourceId: { in: [own.id, foreign.id] } } })).toBe(0);
  });

  it("refuses unknown fields, a missing name, another teacher's tag id and a signed-out caller", async () => {
    const { teacher, cookie } = await setup();
    const other = await createTeacher();
    const foreignTag = await createTag({ teacherId: other.id });
    expect((await create(cookie, { name: 'X', usageCount: 99 })).status).toBe(400);
    expect((await create(cookie, { name: 'X', teacherId: other.id })).status).toBe(400);
    expect((await create(cookie, { description: 'no name' })).status).toBe(400);
    expect((await create(cookie, { name: '   ' })).status).toBe(400);
    expect((await create(cookie, { name: 'X', categories: ['a', 'A'] })).status).toBe(400);
    const tagRefused = await create(cookie, { name: 'X', tagIds: [foreignTag.id] });
    expect(tagRefused.status).toBe(400);
    expect(tagRefused.json.error.details[0].path).toBe('tagIds');
    expect((await create(undefined, { name: 'X' })).status).toBe(401);
    expect(await count(teacher.id)).toBe(0);
  });
});

describe('GET /api/teacher/lesson-templates', () => {
  it('lists only the live templates of the teacher, with tags and live resource counts', async () => {
    const { teacher, cookie } = await setup();
    const other = await createTeacher();
    const live = await createResource({ teacherId: teacher.id });
    const trashed = await createResource({ teacherId: teacher.id, deletedAt: new Date() });
    const tag = await createTag({ teacherId: teacher.id, name: 'speaking' });
    const own = await createLessonTemplate({
      teacherId: teacher.id,
      name: 'Own',
      tags: { create: [{ tagId: tag.id }] },
      resources: { create: [{ resourceId: live.id }, { resourceId: trashed.id, position: 1 }] },
    });
    await createLessonTemplate({ teacherId: teacher.id, name: 'Gone', deletedAt: new Date() });
    await createLessonTemplate({ teacherId: other.id, name: 'Foreign' });

    const response = await list(cookie);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ page: 1, limit: 20, total: 1 });
    expect(response.json.data).toEqual([
      expect.objectContaining({
        id: own.id,
        name: 'Own',
        resourceCount: 1,
        tags: [{ id: tag.id, name: 'speaking', color: tag.color }],
      }),
    ]);
  });

  it('filters by text, tags (any / all), folder (uuid or root) and sorts by name, updated and usage', async () => {
    const { teacher, cookie } = await setup();
    const folder = await createMaterialFolder({ teacherId: teacher.id });
    const [red, blue] = await Promise.all([
      createTag({ teacherId: teacher.id, name: 'red' }),
      createTag({ teacherId: teacher.id, name: 'blue' }),
    ]);
    const both = await createLessonTemplate({
      teacherId: teacher.id,
      name: 'Alpha 100%',
      usageCount: 2,
      folderId: folder.id,
      tags: { create: [{ tagId: red.id }, { tagId: blue.id }] },
    });
    const onlyRed = await createLessonTemplate({
      teacherId: teacher.id,
      name: 'Beta',
      description: 'Phrasal verbs',
      usageCount: 9,
      tags: { create: [{ tagId: red.id }] },
    });
    const none = await createLessonTemplate({ teacherId: teacher.id, name: 'Gamma', usageCount: 5 });
    await db.lessonTemplate.update({ where: { id: onlyRed.id }, data: { updatedAt: new Date(Date.now() + 60_000) } });

    const ids = async (query: string) => {
      const response = await list(cookie, query);
      expect(response.status).toBe(200);
      return response.json.data.map((t: { id: string }) => t.id);
    };
    expect(await ids('')).toEqual([both.id, onlyRed.id, none.id]);
    expect(await ids('?q=phrasal')).toEqual([onlyRed.id]);
    expect(await ids('?q=100%25')).toEqual([both.id]);
    expect(await ids('?q=10_')).toEqual([]);
    expect(await ids('?q=BLUE')).toEqual([both.id]); // a tag name matches too
    expect(await ids(`?tagIds=${red.id},${blue.id}`)).toEqual([both.id, onlyRed.id]);
    expect(await ids(`?tagIds=${red.id},${blue.id}&tagMatch=all`)).toEqual([both.id]);
    expect(await ids(`?folderId=${folder.id}`)).toEqual([both.id]);
    expect(await ids('?folderId=root')).toEqual([onlyRed.id, none.id]);
    expect(await ids('?sort=usage')).toEqual([onlyRed.id, none.id, both.id]);
    expect((await ids('?sort=updated'))[0]).toBe(onlyRed.id);
    const page = await list(cookie, '?limit=2&page=2');
    expect(page.json).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(page.json.data.map((t: { id: string }) => t.id)).toEqual([none.id]);
  });

  it('refuses a bad filter: 400', async () => {
    const { cookie } = await setup();
    for (const query of ['?folderId=nope', '?tagIds=abc', '?sort=random', '?tagMatch=some', '?limit=500', '?extra=1']) {
      expect((await list(cookie, query)).status).toBe(400);
    }
  });
});
