/** /api/teacher/settings/legal-documents and its sub-routes: CRUD, publish, versions, tenancy, validation. */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { callRoute, sessionCookie, teacherCookie } from '@/test/http';
import { createLegalDocument } from '@/test/legal-documents';
import { POST as archiveRoute } from './[id]/archive/route';
import { POST as publishRoute } from './[id]/publish/route';
import { DELETE as deleteRoute, GET as getRoute, PATCH as patchRoute } from './[id]/route';
import { GET as versionRoute } from './[id]/versions/[version]/route';
import { GET as versionsRoute } from './[id]/versions/route';
import { POST as reorderRoute } from './reorder/route';
import { GET as listRoute, POST as createRoute } from './route';

const base = '/api/teacher/settings/legal-documents';
const list = (cookie: string, search = '') => callRoute(listRoute, { path: `${base}${search}`, cookie });
const create = (cookie: string, body: unknown) => callRoute(createRoute, { method: 'POST', path: base, cookie, body });
const one =
  (method: string, handler: typeof getRoute, suffix = '') =>
  (cookie: string, id: string, body?: unknown) =>
    callRoute(handler, { method, path: `${base}/${id}${suffix}`, params: { id }, cookie, body });
const get = one('GET', getRoute);
const patch = one('PATCH', patchRoute);
const remove = one('DELETE', deleteRoute);
const publish = one('POST', publishRoute, '/publish');
const archive = one('POST', archiveRoute, '/archive');
const versions = one('GET', versionsRoute, '/versions');
const version = (cookie: string, id: string, v: string) =>
  callRoute(versionRoute, { path: `${base}/${id}/versions/${v}`, params: { id, version: v }, cookie });
const reorder = (cookie: string, documentIds: unknown) =>
  callRoute(reorderRoute, { method: 'POST', path: `${base}/reorder`, cookie, body: { documentIds } });

async function signedIn() {
  const teacher = await createTeacher();
  return { teacher, cookie: await teacherCookie(teacher.id) };
}

describe('legal documents routes', () => {
  it('creates a draft, edits, publishes, lists by order and type, and reads every version', async () => {
    const { cookie } = await signedIn();
    const created = await create(cookie, {
      type: 'contract',
      title: ' Contract ',
      bodyMarkdown: 'One',
      displayOrder: 2,
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      title: 'Contract',
      state: 'draft',
      currentVersion: 0,
      requiresAcceptance: true,
    });
    const id = created.json.id as string;
    const terms = await create(cookie, { type: 'terms', title: 'Terms', displayOrder: 1 });

    expect((await publish(cookie, id)).json).toMatchObject({ state: 'published', currentVersion: 1 });
    expect((await patch(cookie, id, { bodyMarkdown: 'Two' })).json).toMatchObject({ hasUnpublishedChanges: true });
    expect((await publish(cookie, id)).json).toMatchObject({ currentVersion: 2, hasUnpublishedChanges: false });
    expect((await publish(cookie, id)).status).toBe(409);

    expect((await list(cookie)).json.data.map((doc: { title: string }) => doc.title)).toEqual(['Terms', 'Contract']);
    expect((await list(cookie, '?type=contract')).json.data.map((doc: { id: string }) => doc.id)).toEqual([id]);
    expect((await versions(cookie, id)).json.data.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect((await version(cookie, id, '1')).json).toMatchObject({ version: 1, bodyMarkdown: 'One' });
    expect((await version(cookie, id, '3')).status).toBe(404);

    const reordered = await reorder(cookie, [id, terms.json.id]);
    expect(reordered.status).toBe(200);
    expect(reordered.json.data.map((doc: { id: string; displayOrder: number }) => [doc.id, doc.displayOrder])).toEqual([
      [id, 0],
      [terms.json.id, 1],
    ]);
    expect((await archive(cookie, id)).json).toMatchObject({ state: 'archived', currentVersion: 2 });
    expect((await get(cookie, id)).json.state).toBe('archived');
  });

  it('deletes a never-published draft and archives a published document instead', async () => {
    const { teacher, cookie } = await signedIn();
    const draft = await createLegalDocument({ teacherId: teacher.id, state: 'draft', versions: 0 });
    const published = await createLegalDocument({ teacherId: teacher.id });
    expect((await remove(cookie, draft.document.id)).json).toEqual({ outcome: 'deleted' });
    expect(await db.legalDocument.count({ where: { id: draft.document.id } })).toBe(0);
    expect((await remove(cookie, published.document.id)).json).toEqual({ outcome: 'archived' });
    expect(await db.legalDocument.findUniqueOrThrow({ where: { id: published.document.id } })).toMatchObject({
      state: 'archived',
    });
    expect(await db.legalDocumentVersion.count({ where: { documentId: published.document.id } })).toBe(1);
  });

  it("answers 404 on every route for another teacher's document, and changes nothing", async () => {
    const { teacher } = await signedIn();
    const { document } = await createLegalDocument({ teacherId: teacher.id, state: 'draft', versions: 1 });
    const { cookie: intruder } = await signedIn();
    const id = document.id;
    const responses = [
      await get(intruder, id),
      await patch(intruder, id, { title: 'Mine now' }),
      await publish(intruder, id),
      await archive(intruder, id),
      await versions(intruder, id),
      await version(intruder, id, '1'),
      await reorder(intruder, [id]),
      await remove(intruder, id),
    ];
    expect(responses.map((response) => response.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    expect((await list(intruder)).json.data).toEqual([]);
    expect(await db.legalDocument.findUniqueOrThrow({ where: { id } })).toMatchObject({
      title: document.title,
      state: 'draft',
      currentVersion: 1,
      displayOrder: 0,
    });
  });

  it('answers 400 for invalid bodies and queries, 401 signed out, 403 for a student', async () => {
    const { teacher, cookie } = await signedIn();
    const { document } = await createLegalDocument({ teacherId: teacher.id });
    for (const body of [
      { type: 'manual', title: 'X' },
      { type: 'terms', title: '   ' },
      { type: 'terms', title: 'x'.repeat(201) },
      { type: 'terms', title: 'X', displayOrder: -1 },
      { type: 'terms', title: 'X', state: 'published' },
      { type: 'terms', title: 'X', teacherId: teacher.id },
    ]) {
      expect((await create(cookie, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await patch(cookie, document.id, { currentVersion: 9 })).status).toBe(400);
    expect((await patch(cookie, 'not-a-uuid', { title: 'X' })).status).toBe(400);
    expect((await list(cookie, '?type=manual')).status).toBe(400);
    expect((await version(cookie, document.id, 'zero')).status).toBe(400);
    expect((await reorder(cookie, [document.id, document.id])).status).toBe(400);
    expect((await callRoute(listRoute, { path: base })).status).toBe(401);
    const student = await createStudent({ teacherId: teacher.id });
    expect((await list(await sessionCookie({ role: 'student', studentId: student.id }))).status).toBe(403);
  });
});
