import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createResource, createTag, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { POST as FAVORITE } from './favorite/route';
import { DELETE, GET, PATCH } from './route';

type Handler = typeof GET;
const call = (handler: Handler, method: string, id: string, cookie: string, body?: unknown) =>
  callRoute(handler, { method, path: `/api/teacher/resources/${id}`, params: { id }, cookie, body });

describe('GET, PATCH, DELETE /api/teacher/resources/:id and POST /:id/favorite', () => {
  it('reads, edits (tags replaced), toggles favorite and deletes to the trash', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const tag = await createTag({ teacherId: teacher.id });
    const resource = await createResource({
      teacherId: teacher.id,
      label: 'Old',
      tags: { create: [{ tagId: tag.id }] },
    });

    const read = await call(GET, 'GET', resource.id, cookie);
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ id: resource.id, label: 'Old', tags: [{ id: tag.id }], deletedAt: null });

    const edited = await call(PATCH, 'PATCH', resource.id, cookie, { label: 'New', tags: ['phonetics'] });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ label: 'New', tags: [{ name: 'phonetics' }], deletedAt: null });

    const starred = await call(FAVORITE, 'POST', resource.id, cookie);
    expect(starred.status).toBe(200);
    expect(starred.json).toMatchObject({ id: resource.id, favorite: true });
    expect((await call(FAVORITE, 'POST', resource.id, cookie)).json.favorite).toBe(false);

    const deleted = await call(DELETE, 'DELETE', resource.id, cookie);
    expect(deleted.status).toBe(204);
    expect((await db.resource.findUniqueOrThrow({ where: { id: resource.id } })).deletedAt).not.toBeNull();
    expect((await call(GET, 'GET', resource.id, cookie)).status).toBe(404);
    expect((await call(DELETE, 'DELETE', resource.id, cookie)).status).toBe(404);
  });

  it('answers another teacher’s resource like a missing one (404) and leaves it unchanged', async () => {
    const owner = await createTeacher();
    const intruder = await createTeacher();
    const cookie = await teacherCookie(intruder.id);
    const resource = await createResource({ teacherId: owner.id, label: 'Theirs' });
    for (const [handler, method, body] of [
      [GET, 'GET', undefined],
      [PATCH, 'PATCH', { label: 'Hijacked' }],
      [DELETE, 'DELETE', undefined],
      [FAVORITE, 'POST', undefined],
    ] as const) {
      const response = await call(handler, method, resource.id, cookie, body);
      expect(response.status, method).toBe(404);
      expect(response.json.error.code).toBe('NOT_FOUND');
    }
    expect(await db.resource.findUniqueOrThrow({ where: { id: resource.id } })).toMatchObject({
      label: 'Theirs',
      isFavorite: false,
      deletedAt: null,
    });
  });

  it('refuses bad input on PATCH (400 on url / provider, 404 on folder) and changes nothing', async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const resource = await createResource({ teacherId: teacher.id, label: 'Keep', url: 'https://keep.test/' });
    const foreignFolder = await db.materialFolder.create({ data: { teacherId: other.id, name: 'Theirs' } });

    const badUrl = await call(PATCH, 'PATCH', resource.id, cookie, { url: 'javascript:alert(1)' });
    expect(badUrl.status).toBe(400);
    expect(badUrl.json.error.details).toEqual([{ path: 'url', message: expect.any(String) }]);
    const badProvider = await call(PATCH, 'PATCH', resource.id, cookie, { provider: 'dropbox' });
    expect(badProvider.status).toBe(400);
    expect(badProvider.json.error.details[0].path).toBe('provider');
    const badFolder = await call(PATCH, 'PATCH', resource.id, cookie, { label: 'Moved', folderId: foreignFolder.id });
    expect(badFolder.status).toBe(404);
    expect((await call(GET, 'GET', 'not-a-uuid', cookie)).status).toBe(400);
    expect(await db.resource.findUniqueOrThrow({ where: { id: resource.id } })).toMatchObject({
      label: 'Keep',
      url: 'https://keep.test/',
      provider: 'link',
      folderId: null,
    });
  });
});
