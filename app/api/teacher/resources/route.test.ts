import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import {
  createLessonTemplate,
  createResource,
  createService,
  createSession,
  createTag,
  createTeacher,
} from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET, POST } from './route';

const path = '/api/teacher/resources';
const create = (body: unknown, cookie?: string) => callRoute(POST, { method: 'POST', path, body, cookie });
const list = (search: string, cookie?: string) => callRoute(GET, { path: `${path}${search}`, cookie });
const labels = (response: Awaited<ReturnType<typeof list>>) =>
  (response.json.data as { label: string }[]).map((row) => row.label);

describe('POST /api/teacher/resources', () => {
  it('creates a resource (201) with the provider inferred from the URL and tags by name', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const response = await create(
      { label: 'Listening', url: 'https://youtu.be/dQw4w9WgXcQ', type: 'homework', tags: ['listening'] },
      cookie,
    );
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      label: 'Listening',
      provider: 'video_a',
      type: 'homework',
      favorite: false,
      tags: [{ name: 'listening' }],
      linkedTemplateCount: 0,
      linkedSessionCount: 0,
      deletedAt: null,
    });
    await flushAudits();
    expect(await db.auditLog.count({ where: { teacherId: teacher.id, action: 'resource.create' } })).toBe(1);
  });

  it('refuses a non-http URL, an unknown provider and unknown fields (400, nothing written)', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    for (const url of ['javascript:alert(1)', 'ftp://files.example.test/a.pdf', 'data:text/html,hi']) {
      const response = await create({ label: 'X', url }, cookie);
      expect(response.status).toBe(400);
      expect(response.json.error).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [{ path: 'url', message: 'Use a web address that starts with http:// or https://' }],
      });
    }
    const provider = await create({ label: 'X', url: 'https://x.test/', provider: 'dropbox' }, cookie);
    expect(provider.status).toBe(400);
    expect(provider.json.error.details).toEqual([{ path: 'provider', message: expect.any(String) }]);
    const unknown = await create({ label: 'X', url: 'https://x.test/', usageCount: 99 }, cookie);
    expect(unknown.status).toBe(400);
    expect(await db.resource.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it('refuses a folder that is not one of the teacher’s live folders (404, nothing written)', async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const foreign = await db.materialFolder.create({ data: { teacherId: other.id, name: 'Theirs' } });
    const response = await create(
      { label: 'X', url: 'https://x.test/', folderId: foreign.id, tags: ['fresh'] },
      await teacherCookie(teacher.id),
    );
    expect(response.status).toBe(404);
    expect(response.json.error).toMatchObject({ code: 'NOT_FOUND', message: 'Folder not found' });
    expect(await db.resource.count({ where: { teacherId: teacher.id } })).toBe(0);
    expect(await db.tag.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it('needs a teacher session (401)', async () => {
    expect((await create({ label: 'X', url: 'https://x.test/' })).status).toBe(401);
  });
});

describe('GET /api/teacher/resources', () => {
  it('lists only the teacher’s live resources in the house list shape', async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    await createResource({ teacherId: teacher.id, label: 'Mine' });
    await createResource({ teacherId: teacher.id, label: 'Trashed', deletedAt: new Date() });
    await createResource({ teacherId: other.id, label: 'Theirs' });
    const response = await list('', await teacherCookie(teacher.id));
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ page: 1, limit: 20, total: 1 });
    expect(labels(response)).toEqual(['Mine']);
  });

  it('applies every filter named in the contract', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const [a, b] = [await createTag({ teacherId: teacher.id }), await createTag({ teacherId: teacher.id })];
    const folder = await db.materialFolder.create({ data: { teacherId: teacher.id, name: 'F' } });
    const template = await createLessonTemplate({ teacherId: teacher.id });
    const service = await createService({ teacherId: teacher.id });
    const session = await createSession({ teacherId: teacher.id, serviceId: service.id });
    const video = await createResource({
      teacherId: teacher.id,
      label: 'Video',
      provider: 'video_b',
      type: 'homework',
      isFavorite: true,
      usageCount: 3,
      tags: { create: [{ tagId: a.id }, { tagId: b.id }] },
    });
    const doc = await createResource({
      teacherId: teacher.id,
      label: 'Doc',
      description: 'irregular verbs',
      provider: 'drive',
      folderId: folder.id,
      tags: { create: [{ tagId: a.id }] },
    });
    await createResource({ teacherId: teacher.id, label: 'Loose link', usageCount: 7 });
    await db.templateResource.create({ data: { templateId: template.id, resourceId: video.id } });
    await db.sessionResource.create({ data: { sessionId: session.id, resourceId: doc.id } });

    const cases: [string, string[]][] = [
      ['?q=IRREGULAR', ['Doc']],
      [`?tagIds=${a.id},${b.id}`, ['Doc', 'Video']],
      [`?tagIds=${a.id},${b.id}&tagMatch=all`, ['Video']],
      ['?type=homework', ['Video']],
      ['?provider=drive', ['Doc']],
      ['?favorite=true', ['Video']],
      ['?favorite=false', ['Doc', 'Loose link']],
      [`?folderId=${folder.id}`, ['Doc']],
      ['?folderId=root', ['Loose link', 'Video']],
      ['?unlinked=true', ['Loose link']],
      ['?unlinked=false', ['Doc', 'Video']],
      ['?sort=usage', ['Loose link', 'Video', 'Doc']],
      ['?folderId=root&favorite=true&type=homework', ['Video']],
    ];
    for (const [search, expected] of cases) {
      const response = await list(search, cookie);
      expect(response.status, search).toBe(200);
      expect(labels(response), search).toEqual(expected);
    }
  });

  it('refuses bad filter values (400 VALIDATION_ERROR)', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    for (const search of [
      '?tagIds=not-a-uuid',
      '?tagMatch=some',
      '?type=video',
      '?provider=dropbox',
      '?favorite=yes',
      '?folderId=top',
      '?unlinked=1',
      '?sort=random',
      '?limit=500',
      '?color=red',
    ]) {
      const response = await list(search, cookie);
      expect(response.status, search).toBe(400);
      expect(response.json.error.code, search).toBe('VALIDATION_ERROR');
    }
  });
});
