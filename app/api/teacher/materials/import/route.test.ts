import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { encryptSecret } from '@/lib/core/crypto';
import { createTeacher } from '@/test/factories';
import { startFakeDrive, stubDriveEnv, type FakeDrive } from '@/test/fakes/google-drive';
import { callRoute, teacherCookie } from '@/test/http';
import { POST } from './route';

let drive: FakeDrive;
beforeAll(async () => {
  drive = await startFakeDrive();
});
afterAll(() => drive.close());
beforeEach(() => stubDriveEnv(drive));
afterEach(() => vi.unstubAllEnvs());

const path = '/api/teacher/materials/import';
const importFiles = (body: unknown, cookie: string) => callRoute(POST, { method: 'POST', path, body, cookie });

/** A teacher whose Google Drive is connected with a refresh token the fake Drive accepts. */
async function connectedTeacher() {
  const teacher = await createTeacher();
  const refreshToken = drive.addRefreshToken();
  await db.driveConnection.create({
    data: {
      teacherId: teacher.id,
      status: 'connected',
      accountEmail: 'teacher@gmail.test',
      encryptedRefreshToken: encryptSecret(refreshToken, teacher.id),
    },
  });
  return { teacher, refreshToken, cookie: await teacherCookie(teacher.id) };
}

describe('POST /api/teacher/materials/import', () => {
  it('imports drive files as resources through the Drive API, once per file', async () => {
    const { teacher, cookie } = await connectedTeacher();
    const folder = await db.materialFolder.create({ data: { teacherId: teacher.id, name: 'Drive' } });
    const [a, b] = [
      drive.addFile({ name: 'Unit 1.pdf' }),
      drive.addFile({ name: 'Slides', mimeType: 'application/vnd.google-apps.presentation' }),
    ];

    const first = await importFiles({ provider: 'drive', fileIds: [a.id, b.id], folderId: folder.id }, cookie);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ created: 2, existing: 0 });
    expect(first.json.data).toEqual([
      expect.objectContaining({
        label: 'Unit 1.pdf',
        provider: 'drive',
        providerItemId: a.id,
        url: a.webViewLink,
        thumbnailUrl: a.thumbnailLink,
        mimeType: 'application/pdf',
        folderId: folder.id,
      }),
      expect.objectContaining({ label: 'Slides', providerItemId: b.id }),
    ]);

    const again = await importFiles({ provider: 'drive', fileIds: [b.id] }, cookie);
    expect(again.json).toMatchObject({ created: 0, existing: 1, data: [{ id: first.json.data[1].id }] });
    expect(await db.resource.count({ where: { teacherId: teacher.id } })).toBe(2);
  });

  it('gives one resource when the same file is imported twice at the same time', async () => {
    const { teacher, cookie } = await connectedTeacher();
    const file = drive.addFile({});
    const answers = await Promise.all([
      importFiles({ provider: 'drive', fileIds: [file.id] }, cookie),
      importFiles({ provider: 'drive', fileIds: [file.id] }, cookie),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json.created).sort()).toEqual([0, 1]);
    expect(await db.resource.count({ where: { teacherId: teacher.id, providerItemId: file.id } })).toBe(1);
  });

  it('keeps teachers apart: one shared file gives each teacher their own resource', async () => {
    const one = await connectedTeacher();
    const two = await connectedTeacher();
    const file = drive.addFile({});
    const first = await importFiles({ provider: 'drive', fileIds: [file.id] }, one.cookie);
    const second = await importFiles({ provider: 'drive', fileIds: [file.id] }, two.cookie);
    expect([first.json.created, second.json.created]).toEqual([1, 1]);
    expect(second.json.data[0].id).not.toBe(first.json.data[0].id);
  });

  it('answers 422 DRIVE_NOT_CONNECTED without a connected drive, or once the token is revoked', async () => {
    const teacher = await createTeacher();
    const file = drive.addFile({});
    const none = await importFiles({ provider: 'drive', fileIds: [file.id] }, await teacherCookie(teacher.id));
    expect(none.status).toBe(422);
    expect(none.json.error.code).toBe('DRIVE_NOT_CONNECTED');

    await db.driveConnection.create({
      data: { teacherId: teacher.id, status: 'needs_reauth', encryptedRefreshToken: encryptSecret('x', teacher.id) },
    });
    const stale = await importFiles({ provider: 'drive', fileIds: [file.id] }, await teacherCookie(teacher.id));
    expect(stale.json.error.code).toBe('DRIVE_NOT_CONNECTED');

    const revoked = await connectedTeacher();
    drive.revokeRefreshToken(revoked.refreshToken);
    const refused = await importFiles({ provider: 'drive', fileIds: [file.id] }, revoked.cookie);
    expect(refused.status).toBe(422);
    expect(refused.json.error.code).toBe('DRIVE_NOT_CONNECTED');
    // The refused grant shows as "reconnect needed" in the settings.
    expect(await db.driveConnection.findUniqueOrThrow({ where: { teacherId: revoked.teacher.id } })).toMatchObject({
      status: 'needs_reauth',
    });
    expect(await db.resource.count({ where: { teacherId: { in: [teacher.id, revoked.teacher.id] } } })).toBe(0);
  });

  it('answers 422 DRIVE_FILE_NOT_FOUND naming missing or trashed files, 503 on an outage, writing nothing', async () => {
    const { teacher, cookie } = await connectedTeacher();
    const present = drive.addFile({});
    const binned = drive.addFile({ trashed: true });
    const missing = await importFiles({ provider: 'drive', fileIds: [present.id, 'nope123', binned.id] }, cookie);
    expect(missing.status).toBe(422);
    expect(missing.json.error).toMatchObject({
      code: 'DRIVE_FILE_NOT_FOUND',
      details: [
        { path: 'fileIds.1', message: 'File not found: nope123' },
        { path: `fileIds.2`, message: `File not found: ${binned.id}` },
      ],
    });
    drive.failNext(500);
    const outage = await importFiles({ provider: 'drive', fileIds: [present.id] }, cookie);
    expect(outage.status).toBe(503);
    expect(await db.resource.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it('refuses a bad body (400) and a foreign folder (404) before calling the drive', async () => {
    const { cookie } = await connectedTeacher();
    const other = await createTeacher();
    const foreign = await db.materialFolder.create({ data: { teacherId: other.id, name: 'Theirs' } });
    const file = drive.addFile({});
    for (const body of [
      { provider: 'dropbox', fileIds: [file.id] },
      { provider: 'drive', fileIds: [] },
      { provider: 'drive', fileIds: Array.from({ length: 51 }, (_, index) => `f${index}`) },
      { provider: 'drive', fileIds: [file.id, file.id] },
      { provider: 'drive', fileIds: ['../etc'] },
      { provider: 'drive', fileIds: [file.id], folderId: 'root' },
    ]) {
      const response = await importFiles(body, cookie);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    const before = drive.fileRequests;
    const wrongFolder = await importFiles({ provider: 'drive', fileIds: [file.id], folderId: foreign.id }, cookie);
    expect(wrongFolder.status).toBe(404);
    expect(drive.fileRequests).toBe(before);
  });
});
