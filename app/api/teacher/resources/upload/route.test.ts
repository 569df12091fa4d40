/** POST /api/teacher/resources/upload and GET /api/resources/:id/file (issue 33 item 3). */
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as getFile } from '@/app/api/resources/[id]/file/route';
import { db } from '@/lib/core/db';
import {
  createLessonTemplate,
  createMaterialFolder,
  createService,
  createSession,
  createStudent,
  createTeacher,
} from '@/test/factories';
import { exeFile, mp3File, pdfFile, pngFile, svgFile } from '@/test/fixtures/upload-files';
import { callRouteWithBody, sessionCookie, teacherCookie } from '@/test/http';
import { POST } from './route';

let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'lektio-resource-files-'));
  vi.stubEnv('UPLOADS_DIR', uploadsDir);
  vi.stubEnv('S3_BUCKET', '');
  // A small limit so the over-limit case sends kilobytes, not 100 MB (same code path).
  vi.stubEnv('RESOURCE_UPLOAD_MAX_BYTES', String(64 * 1024));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(uploadsDir, { recursive: true, force: true });
});

function form(file: Uint8Array<ArrayBuffer>, name: string, fields: Record<string, string> = {}) {
  const body = new FormData();
  body.set('title', fields.title ?? 'Scales');
  body.set('type', fields.type ?? 'homework');
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  body.set('file', new Blob([file], { type: 'application/pdf' }), name);
  return body;
}

const upload = (cookie: string, body: FormData) =>
  callRouteWithBody(POST, body, { path: '/api/teacher/resources/upload', cookie });

async function download(cookie: string, id: string) {
  const response = await getFile(
    new Request(`http://localhost:3000/api/resources/${id}/file`, { headers: { cookie } }),
    { params: Promise.resolve({ id }) },
  );
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const storedObjects = (teacherId: string) => {
  const folder = path.join(uploadsDir, 'objects', 'resources', teacherId);
  return existsSync(folder) ? readdirSync(folder) : [];
};

async function teacherWithCookie() {
  const teacher = await createTeacher();
  return { teacher, cookie: await teacherCookie(teacher.id) };
}

describe('POST /api/teacher/resources/upload', () => {
  it.each([
    ['a PDF', pdfFile(), 'notes.pdf', 'application/pdf', 'attachment'],
    ['an MP3', mp3File(), 'scale.mp3', 'audio/mpeg', 'inline'],
    ['a PNG', pngFile(), 'chord.png', 'image/png', 'inline'],
  ])('stores %s judged by its bytes, and serves it back to its teacher', async (_kind, file, name, type, disposition) => {
    const { teacher, cookie } = await teacherWithCookie();
    const response = await upload(cookie, form(file, name));
    expect(response.status).toBe(201);
    const resource = response.json;
    expect(resource).toMatchObject({ label: 'Scales', type: 'homework', mimeType: type, provider: 'link' });
    expect(resource.url).toBe(`/api/resources/${resource.id}/file`);
    const row = await db.resource.findUniqueOrThrow({ where: { id: resource.id } });
    expect(row).toMatchObject({ teacherId: teacher.id, fileName: name, fileSize: file.byteLength });
    expect(storedObjects(teacher.id)).toHaveLength(1);

    const served = await download(cookie, resource.id);
    expect(served.response.status).toBe(200);
    expect(served.bytes).toEqual(file);
    expect(served.response.headers.get('content-type')).toBe(type);
    expect(served.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.response.headers.get('content-disposition')).toBe(
      `${disposition}; filename="${name}"; filename*=UTF-8''${name}`,
    );
  });

  it.each([
    ['an SVG (text, can carry script)', svgFile(), 'drawing.svg'],
    ['an executable renamed .pdf', exeFile(), 'notes.pdf'],
  ])('refuses %s with 400 and stores nothing', async (_kind, file, name) => {
    const { teacher, cookie } = await teacherWithCookie();
    const response = await upload(cookie, form(file, name));
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('VALIDATION_ERROR');
    expect(await db.resource.count({ where: { teacherId: teacher.id } })).toBe(0);
    expect(storedObjects(teacher.id)).toEqual([]);
  });

  it('refuses a file over the limit with 413, without storing it or leaving a partial file', async () => {
    const { teacher, cookie } = await teacherWithCookie();
    const temporary = path.join(os.tmpdir(), 'lektio-uploads');
    const before = existsSync(temporary) ? readdirSync(temporary).length : 0;
    const response = await upload(cookie, form(pdfFile(200 * 1024), 'big.pdf'));
    expect(response.status).toBe(413);
    expect(response.json.error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await db.resource.count({ where: { teacherId: teacher.id } })).toBe(0);
    expect(storedObjects(teacher.id)).toEqual([]);
    // Other test files may be uploading at the same moment: ours added nothing that stayed.
    expect(existsSync(temporary) ? readdirSync(temporary).length : 0).toBeLessThanOrEqual(before);
  });

  it('refuses a missing title, an unknown type or field, and no file (400); another teacher folder is 404', async () => {
    const { teacher, cookie } = await teacherWithCookie();
    expect((await upload(cookie, form(pdfFile(), 'a.pdf', { title: '' }))).status).toBe(400);
    expect((await upload(cookie, form(pdfFile(), 'a.pdf', { type: 'video' }))).status).toBe(400);
    expect((await upload(cookie, form(pdfFile(), 'a.pdf', { teacherId: teacher.id }))).status).toBe(400);
    const noFile = new FormData();
    noFile.set('title', 'x');
    noFile.set('type', 'material');
    expect((await upload(cookie, noFile)).status).toBe(400);
    const other = await createTeacher();
    const folder = await createMaterialFolder({ teacherId: other.id });
    expect((await upload(cookie, form(pdfFile(), 'a.pdf', { folderId: folder.id }))).status).toBe(404);
    const own = await createMaterialFolder({ teacherId: teacher.id });
    const inFolder = await upload(cookie, form(pdfFile(), 'a.pdf', { folderId: own.id }));
    expect(inFolder.json.folderId).toBe(own.id);
    expect(await db.resource.count({ where: { teacherId: teacher.id } })).toBe(1);
    expect(storedObjects(teacher.id)).toHaveLength(1);
  });

  it('is for teachers only', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const response = await upload(await sessionCookie({ role: 'student', studentId: student.id }), form(pdfFile(), 'a.pdf'));
    expect(response.status).toBe(403);
    expect(storedObjects(teacher.id)).toEqual([]);
  });
});

describe('GET /api/resources/:id/file', () => {
  async function fileLinkedTo() {
    const { teacher, cookie } = await teacherWithCookie();
    const service = await createService({ teacherId: teacher.id });
    const student = await createStudent({ teacherId: teacher.id });
    const other = await createStudent({ teacherId: teacher.id });
    const direct = (await upload(cookie, form(pdfFile(), 'direct.pdf'))).json;
    const viaTemplate = (await upload(cookie, form(pngFile(), 'via.png'))).json;
    const unlinked = (await upload(cookie, form(mp3File(), 'alone.mp3'))).json;
    const session = await createSession({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
    const template = await createLessonTemplate({ teacherId: teacher.id });
    await db.sessionResource.create({ data: { sessionId: session.id, resourceId: direct.id } });
    await db.templateResource.create({ data: { templateId: template.id, resourceId: viaTemplate.id } });
    await db.sessionTemplate.create({ data: { sessionId: session.id, templateId: template.id } });
    const studentCookie = await sessionCookie({ role: 'student', studentId: student.id });
    const otherCookie = await sessionCookie({ role: 'student', studentId: other.id });
    return { teacher, cookie, student, studentCookie, otherCookie, direct, viaTemplate, unlinked, template };
  }

  it('serves a file to a student whose session links it, directly or through a linked template', async () => {
    const { studentCookie, direct, viaTemplate } = await fileLinkedTo();
    const pdf = await download(studentCookie, direct.id);
    expect(pdf.response.status).toBe(200);
    expect(pdf.bytes).toEqual(pdfFile());
    expect(pdf.response.headers.get('content-disposition')).toMatch(/^attachment; filename="direct.pdf"/);
    expect((await download(studentCookie, viaTemplate.id)).response.status).toBe(200);
  });

  it('is 404 for another student, another teacher, an unlinked or trashed file, and without a session 401', async () => {
    const { studentCookie, otherCookie, direct, unlinked, template } = await fileLinkedTo();
    expect((await download(otherCookie, direct.id)).response.status).toBe(404);
    expect((await download(studentCookie, unlinked.id)).response.status).toBe(404);
    const stranger = await createTeacher();
    expect((await download(await teacherCookie(stranger.id), direct.id)).response.status).toBe(404);
    await db.resource.update({ where: { id: direct.id }, data: { deletedAt: new Date() } });
    expect((await download(studentCookie, direct.id)).response.status).toBe(404);
    await db.lessonTemplate.update({ where: { id: template.id }, data: { deletedAt: new Date() } });
    const { response } = await download('', direct.id);
    expect(response.status).toBe(401);
  });
});
