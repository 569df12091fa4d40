import { readFileSync } from 'node:fs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { callRoute, callRouteWithBody, teacherCookie } from '@/test/http';
import { POST as commit } from './[id]/commit/route';
import { GET } from './[id]/route';
import { POST as undo } from './[id]/undo/route';
import { POST } from './route';

const path = '/api/teacher/imports';

function form(file: Uint8Array | string, fields: Record<string, string> = { kind: 'students' }, name = 'students.csv') {
  const body = new FormData();
  body.set('file', new Blob([typeof file === 'string' ? file : Buffer.from(file)]), name);
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
}

const fixture = (name: string) => readFileSync(`test/fixtures/imports/${name}`);

async function preview(cookie: string, body: FormData) {
  return callRouteWithBody(POST, body, { path, cookie });
}

describe('POST /api/teacher/imports (students)', () => {
  it('previews a My Music Staff export without writing a student, matching an e-mail case-insensitively', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    await createStudent({
      teacherId: teacher.id,
      email: 'lea.martin@example.test',
      name: 'Léa Martin',
      status: 'active',
    });
    const answer = await preview(cookie, form(fixture('my-music-staff.csv')));
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({
      status: 'preview',
      preset: 'my_music_staff',
      counts: { rows: 3, create: 2, update: 1, skip: 0, errors: 0 },
      rows: [
        {
          line: 2,
          action: 'create',
          errors: [],
          values: { name: 'Ana López', email: 'ana.lopez@example.test', payer: 'María López' },
        },
        { line: 3, action: 'create', values: { payer: 'María López' } },
        { line: 4, action: 'update', values: { email: 'lea.martin@example.test', status: 'inactive' } },
      ],
    });
    expect(await db.student.count({ where: { teacherId: teacher.id } })).toBe(1);
    const rows = await db.importRow.findMany({ where: { importId: answer.json.id }, orderBy: { line: 'asc' } });
    expect(rows.map((row) => row.payer)).toEqual(['María López', 'María López', null]);
  });

  it.each([
    ['UTF-8 with a BOM', (text: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])],
    ['UTF-16 LE', (text: string) => iconv.encode(text, 'utf-16le', { addBOM: true })],
    ['UTF-16 BE', (text: string) => iconv.encode(text, 'utf-16be', { addBOM: true })],
    ['Windows-1252', (text: string) => iconv.encode(text, 'windows-1252')],
  ])('reads a semicolon file saved as %s', async (_label, encode) => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const text = fixture('generic-semicolon.csv').toString('utf8');
    const answer = await preview(
      cookie,
      form(encode(text), { kind: 'students', mapping: JSON.stringify({ name: 'Nom', phone: 'Téléphone' }) }),
    );
    expect(answer.status).toBe(201);
    expect(answer.json.rows[0].values).toMatchObject({
      name: 'Zoé Durand',
      phone: '06 00 00 00 03',
      payer: 'Famille Durand',
    });
    expect(answer.json.counts).toMatchObject({ create: 2, errors: 0 });
  });

  it('shows errors per row until the mapping is fixed, and refuses a mapping naming a missing column', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const file = fixture('generic-semicolon.csv');
    const unmapped = await preview(cookie, form(file));
    expect(unmapped.json.rows[0]).toMatchObject({
      action: 'skip',
      errors: [{ field: 'name', message: 'Give the student a name' }],
    });
    expect(unmapped.json.counts).toMatchObject({ errors: 2 });
    const wrong = await preview(
      cookie,
      form(file, { kind: 'students', mapping: JSON.stringify({ name: 'Full name' }) }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.details).toEqual([{ path: 'mapping.name', message: 'No column named "Full name"' }]);
  });

  it('refuses other fields, a missing file, a non-multipart body, over 5,000 rows and over 5 MB', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const extra = await preview(cookie, form('a,b\n1,2\n', { kind: 'students', teacherId: teacher.id }));
    expect(extra.status).toBe(400);
    const noFile = new FormData();
    noFile.set('kind', 'students');
    expect((await preview(cookie, noFile)).status).toBe(400);
    expect((await callRoute(POST, { method: 'POST', path, cookie, body: { kind: 'students' } })).status).toBe(415);
    const many = ['Name,Email', ...Array.from({ length: 5001 }, (_, i) => `S${i},s${i}@example.test`)].join('\n');
    const tooMany = await preview(cookie, form(many));
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error.details[0].message).toMatch(/more than 5000 rows/);
    const huge = await preview(cookie, form(`Name,Email\n${'x'.repeat(5 * 1024 * 1024)}`));
    expect(huge.status).toBe(413);
    expect(await db.import.count({ where: { teacherId: teacher.id } })).toBe(0);
  });
});

describe('commit and undo', () => {
  it('commits all rows in one go, then undoes: created students removed, updated ones restored', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const lea = await createStudent({
      teacherId: teacher.id,
      email: 'lea.martin@example.test',
      name: 'Léa Martin',
      status: 'active',
      notes: null,
    });
    const { json: previewed } = await preview(cookie, form(fixture('my-music-staff.csv')));
    const params = { id: previewed.id };
    const committed = await callRoute(commit, {
      method: 'POST',
      path: `${path}/${previewed.id}/commit`,
      params,
      cookie,
    });
    expect(committed.status).toBe(200);
    expect(committed.json).toMatchObject({ status: 'committed', counts: { create: 2, update: 1 } });
    expect(committed.json.undoUntil).toBeTruthy();
    const students = await db.student.findMany({ where: { teacherId: teacher.id }, orderBy: { email: 'asc' } });
    expect(students.map((student) => student.email)).toEqual([
      'ana.lopez@example.test',
      'lea.martin@example.test',
      'pablo.lopez@example.test',
    ]);
    expect(students[1]).toMatchObject({ id: lea.id, status: 'inactive', notes: 'Paused for exams' });

    const again = await callRoute(commit, { method: 'POST', path: `${path}/${previewed.id}/commit`, params, cookie });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('INVALID_STATE');

    const undone = await callRoute(undo, { method: 'POST', path: `${path}/${previewed.id}/undo`, params, cookie });
    expect(undone.status).toBe(200);
    expect(undone.json.status).toBe('undone');
    const left = await db.student.findMany({ where: { teacherId: teacher.id } });
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ id: lea.id, status: 'active', notes: null, name: 'Léa Martin' });
    expect(
      (await callRoute(undo, { method: 'POST', path: `${path}/${previewed.id}/undo`, params, cookie })).status,
    ).toBe(409);
  });

  it('refuses a commit with invalid rows unless skipInvalidRows, and then writes only the valid ones', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const csv = 'Name,Email\nAna,ana@example.test\nBen,not-an-email\n';
    const { json: previewed } = await preview(cookie, form(csv));
    const params = { id: previewed.id };
    const refused = await callRoute(commit, { method: 'POST', path: `${path}/${previewed.id}/commit`, params, cookie });
    expect(refused.status).toBe(422);
    expect(refused.json.error).toMatchObject({
      code: 'IMPORT_HAS_ERRORS',
      details: [{ path: 'rows.3.email', message: 'Enter a valid e-mail address' }],
    });
    expect(await db.student.count({ where: { teacherId: teacher.id } })).toBe(0);
    expect((await db.import.findUniqueOrThrow({ where: { id: previewed.id } })).status).toBe('preview');

    const body = { skipInvalidRows: true };
    const skipped = await callRoute(commit, {
      method: 'POST',
      path: `${path}/${previewed.id}/commit`,
      params,
      cookie,
      body,
    });
    expect(skipped.status).toBe(200);
    expect(skipped.json.counts).toMatchObject({ create: 1, skip: 1, errors: 1 });
    expect(await db.student.count({ where: { teacherId: teacher.id } })).toBe(1);
    const unknown = await callRoute(commit, {
      method: 'POST',
      path: `${path}/${previewed.id}/commit`,
      params,
      cookie,
      body: { skipInvalidRows: true, force: true },
    });
    expect(unknown.status).toBe(400);
  });

  it('matches again at commit: a student added since the preview is updated, not duplicated', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const { json: previewed } = await preview(cookie, form('Name,Email,Phone\nAna,ana@example.test,123\n'));
    expect(previewed.rows[0].action).toBe('create');
    await createStudent({ teacherId: teacher.id, email: 'ana@example.test', name: 'Ana' });
    const committed = await callRoute(commit, {
      method: 'POST',
      path: `${path}/${previewed.id}/commit`,
      params: { id: previewed.id },
      cookie,
    });
    expect(committed.json.rows[0].action).toBe('update');
    expect(await db.student.findMany({ where: { teacherId: teacher.id }, select: { phone: true } })).toEqual([
      { phone: '123' },
    ]);
  });

  it('refuses an undo after a student changed since the import, and after 24 hours', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const { json: previewed } = await preview(cookie, form('Name,Email\nAna,ana@example.test\nBen,ben@example.test\n'));
    const params = { id: previewed.id };
    await callRoute(commit, { method: 'POST', path: `${path}/${previewed.id}/commit`, params, cookie });
    await db.student.updateMany({
      where: { teacherId: teacher.id, email: 'ben@example.test' },
      data: { notes: 'Called today' },
    });
    const refused = await callRoute(undo, { method: 'POST', path: `${path}/${previewed.id}/undo`, params, cookie });
    expect(refused.status).toBe(422);
    expect(refused.json.error).toMatchObject({
      code: 'IMPORT_RECORDS_CHANGED',
      details: [{ path: 'rows.3', message: 'Changed since the import' }],
    });
    expect(await db.student.count({ where: { teacherId: teacher.id } })).toBe(2);
    expect((await db.import.findUniqueOrThrow({ where: { id: previewed.id } })).status).toBe('committed');

    await db.import.update({
      where: { id: previewed.id },
      data: { committedAt: new Date(Date.now() - 25 * 3_600_000) },
    });
    const late = await callRoute(undo, { method: 'POST', path: `${path}/${previewed.id}/undo`, params, cookie });
    expect(late.status).toBe(422);
    expect(late.json.error.code).toBe('UNDO_WINDOW_PASSED');
  });

  it("answers 404 for another teacher's import on read, commit and undo", async () => {
    const owner = await createTeacher();
    const stranger = await createTeacher();
    const { json: previewed } = await preview(
      await teacherCookie(owner.id),
      form('Name,Email\nAna,ana@example.test\n'),
    );
    const cookie = await teacherCookie(stranger.id);
    const params = { id: previewed.id };
    expect((await callRoute(GET, { path: `${path}/${previewed.id}`, params, cookie })).status).toBe(404);
    expect(
      (await callRoute(commit, { method: 'POST', path: `${path}/${previewed.id}/commit`, params, cookie })).status,
    ).toBe(404);
    expect(
      (await callRoute(undo, { method: 'POST', path: `${path}/${previewed.id}/undo`, params, cookie })).status,
    ).toBe(404);
    expect(
      (await callRoute(GET, { path: `${path}/${previewed.id}`, params, cookie: await teacherCookie(owner.id) })).status,
    ).toBe(200);
    expect(await db.student.count({ where: { teacherId: { in: [owner.id, stranger.id] } } })).toBe(0);
  });
});
