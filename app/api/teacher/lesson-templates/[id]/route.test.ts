/** GET/PATCH/DELETE /api/teacher/lesson-templates/:id: detail, edits and versions, trash, tenancy. */
import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createLessonTemplate, createResource, createTag, createTeacher } from '@/test/factories';
import { createMaterialFolder } from '@/test/factories/material';
import { callRoute, teacherCookie } from '@/test/http';
import { DELETE, GET, PATCH } from './route';

async function setup() {
  const teacher = await createTeacher();
  return { teacher, cookie: await teacherCookie(teacher.id) };
}

const path = (id: string) => `/api/teacher/lesson-templates/${id}`;
const get = (cookie: string, id: string) => callRoute(GET, { path: path(id), params: { id }, cookie });
const patch = (cookie: string, id: string, body: unknown) =>
  callRoute(PATCH, { method: 'PATCH', path: path(id), params: { id }, cookie, body });
const remove = (cookie: string, id: string) =>
  callRoute(DELETE, { method: 'DELETE', path: path(id), params: { id }, cookie });
const row = (id: string) => db.lessonTemplate.findUniqueOrThrow({ where: { id } });

describe('GET /api/teacher/lesson-templates/:id', () => {
  it('answers the template with its live resources in position order', async () => {
    const { teacher, cookie } = await setup();
    const [a, b] = await Promise.all([createResource({ teacherId: teacher.id }), createResource({ teacherId: teacher.id })]);
    const trashed = await createResource({ teacherId: teacher.id, deletedAt: new Date() });
    const template = await createLessonTemplate({
      teacherId: teacher.id,
      meetLink: 'https://meet.example.test/x',
      resources: {
        create: [
          { resourceId: b.id, position: 0 },
          { resourceId: trashed.id, position: 1 },
          { resourceId: a.id, position: 2 },
        ],
      },
    });
    const response = await get(cookie, template.id);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id: template.id, meetLink: 'https://meet.example.test/x', resourceCount: 2 });
    expect(response.json.resources.map((r: { id: string }) => r.id)).toEqual([b.id, a.id]);
    expect(response.json.resources[0]).toMatchObject({
      label: b.label,
      url: b.url,
      provider: 'link',
      type: 'material',
      favorite: false,
      tags: [],
      linkedTemplateCount: 1,
      linkedSessionCount: 0,
    });
  });

  it("another teacher's, a trashed or a missing template is 404", async () => {
    const { teacher, cookie } = await setup();
    const other = await createTeacher();
    const foreign = await createLessonTemplate({ teacherId: other.id });
    const trashed = await createLessonTemplate({ teacherId: teacher.id, deletedAt: new Date() });
    for (const id of [foreign.id, trashed.id, crypto.randomUUID()]) {
      const response = await get(cookie, id);
      expect(response.status).toBe(404);
      expect(response.json.error.code).toBe('NOT_FOUND');
    }
    expect((await get(cookie, 'not-a-uuid')).status).toBe(400);
  });
});

describe('PATCH /api/teacher/lesson-templates/:id', () => {
  it('changes fields and raises the version once per change of content', async () => {
    const { teacher, cookie } = await setup();
    const template = await createLessonTemplate({ teacherId: teacher.id, name: 'Old', categories: ['a'] });
    const response = await patch(cookie, template.id, {
      name: 'New',
      meetLink: 'http://meet.example.test/new',
      categories: ['a', 'b'],
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      name: 'New',
      meetLink: 'http://meet.example.test/new',
      categories: ['a', 'b'],
      version: 2,
      resources: [],
    });
    // The same values again are no change: no new version.
    expect((await patch(cookie, template.id, { name: 'New', categories: ['a', 'b'] })).json.version).toBe(2);
    expect((await patch(cookie, template.id, { meetLink: null })).json).toMatchObject({ meetLink: null, version: 3 });
    await flushAudits();
    expect(await db.auditLog.count({ where: { entityId: template.id, action: 'template.update' } })).toBe(2);
  });

  it('replaces tags and folder without a new version; replaces resource links (order) with one', async () => {
    const { teacher, cookie } = await setup();
    const folder = await createMaterialFolder({ teacherId: teacher.id });
    const oldTag = await createTag({ teacherId: teacher.id });
    const [a, b, c] = await Promise.all([0, 1, 2].map(() => createResource({ teacherId: teacher.id })));
    const template = await createLessonTemplate({
      teacherId: teacher.id,
      tags: { create: [{ tagId: oldTag.id }] },
      resources: { create: [{ resourceId: a!.id, position: 0 }, { resourceId: b!.id, position: 1 }] },
    });

    const filed = await patch(cookie, template.id, { folderId: folder.id, tags: ['fresh'] });
    expect(filed.status).toBe(200);
    expect(filed.json).toMatchObject({ folderId: folder.id, version: 1 });
    expect(filed.json.tags.map((t: { name: string }) => t.name)).toEqual(['fresh']);

    const relinked = await patch(cookie, template.id, { resourceIds: [c!.id, a!.id] });
    expect(relinked.json.version).toBe(2);
    expect(relinked.json.resources.map((r: { id: string }) => r.id)).toEqual([c!.id, a!.id]);
    expect((await patch(cookie, template.id, { resourceIds: [c!.id, a!.id] })).json.version).toBe(2);
    expect((await patch(cookie, template.id, { resourceIds: [a!.id, c!.id] })).json.version).toBe(3);

    const unfiled = await patch(cookie, template.id, { folderId: null, tagIds: [] });
    expect(unfiled.json).toMatchObject({ folderId: null, tags: [], version: 3 });
  });

  it('refuses bad input with the documented error and changes nothing', async () => {
    const { teacher, cookie } = await setup();
    const other = await createTeacher();
    const foreignFolder = await createMaterialFolder({ teacherId: other.id });
    const foreignResource = await createResource({ teacherId: other.id });
    const template = await createLessonTemplate({ teacherId: teacher.id, name: 'Keep', meetLink: 'https://a.test/x' });

    const badLink = await patch(cookie, template.id, { meetLink: 'javascript:alert(1)' });
    expect(badLink.status).toBe(400);
    expect(badLink.json.error.details[0].path).toBe('meetLink');
    expect((await patch(cookie, template.id, { name: 'X', folderId: foreignFolder.id })).status).toBe(404);
    const badResource = await patch(cookie, template.id, { name: 'X', resourceIds: [foreignResource.id] });
    expect(badResource.status).toBe(404);
    expect(badResource.json.error).toMatchObject({ code: 'NOT_FOUND', message: 'Resource not found' });
    expect((await patch(cookie, template.id, { version: 7 })).status).toBe(400);
    expect((await patch(cookie, template.id, { usageCount: 7 })).status).toBe(400);
    expect(await row(template.id)).toMatchObject({ name: 'Keep', meetLink: 'https://a.test/x', folderId: null, version: 1 });
  });

  it("another teacher's template is 404 and unchanged", async () => {
    const { cookie } = await setup();
    const other = await createTeacher();
    const foreign = await createLessonTemplate({ teacherId: other.id, name: 'Theirs' });
    const response = await patch(cookie, foreign.id, { name: 'Mine now' });
    expect(response.status).toBe(404);
    expect(await row(foreign.id)).toMatchObject({ name: 'Theirs', version: 1 });
  });
});

describe('DELETE /api/teacher/lesson-templates/:id', () => {
  it('moves the template to the trash; it then reads as 404', async () => {
    const { teacher, cookie } = await setup();
    const template = await createLessonTemplate({ teacherId: teacher.id });
    const response = await remove(cookie, template.id);
    expect(response.status).toBe(204);
    expect((await row(template.id)).deletedAt).not.toBeNull();
    expect((await get(cookie, template.id)).status).toBe(404);
    expect((await remove(cookie, template.id)).status).toBe(404);
  });

  it("another teacher's template is 404 and stays live", async () => {
    const { cookie } = await setup();
    const other = await createTeacher();
    const foreign = await createLessonTemplate({ teacherId: other.id });
    expect((await remove(cookie, foreign.id)).status).toBe(404);
    expect((await row(foreign.id)).deletedAt).toBeNull();
  });
});
