import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { connectDrive, setUpFakeDrive } from '@/test/drive/drive-scene';
import { createResource, createStudent, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { POST as disable } from './disable/route';
import { POST as enable } from './enable/route';
import { GET as status } from './status/route';

const fakeDrive = setUpFakeDrive();

async function teacherSession() {
  const teacher = await createTeacher();
  return { teacher, cookie: await teacherCookie(teacher.id) };
}

const readStatus = (cookie: string) => callRoute(status, { path: '/api/teacher/settings/drive/status', cookie });
const post = (handler: typeof enable, action: 'enable' | 'disable', cookie: string) =>
  callRoute(handler, { method: 'POST', path: `/api/teacher/settings/drive/${action}`, cookie });

describe('drive settings routes', () => {
  it('reports a teacher who never connected Drive and refuses to enable it', async () => {
    const { cookie } = await teacherSession();
    expect((await readStatus(cookie)).json).toEqual({
      state: 'not_connected',
      accountEmail: null,
      copied: 0,
      pending: 0,
      failed: 0,
      folder: { state: 'not_created', url: null },
    });
    const refused = await post(enable, 'enable', cookie);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({ code: 'INVALID_STATE', message: 'Google Drive is not connected' });
  });

  it('enables and disables a connected drive, idempotently', async () => {
    const { teacher, cookie } = await teacherSession();
    await connectDrive(fakeDrive(), teacher.id, { enabled: false });
    expect((await readStatus(cookie)).json.state).toBe('disabled');
    expect((await post(enable, 'enable', cookie)).json.state).toBe('enabled');
    expect((await post(enable, 'enable', cookie)).json.state).toBe('enabled');
    expect(await db.driveConnection.findUniqueOrThrow({ where: { teacherId: teacher.id } })).toMatchObject({
      enabled: true,
    });
    expect((await post(disable, 'disable', cookie)).json.state).toBe('disabled');
  });

  it('answers RECONNECT_NEEDED for a refused grant and shows it in the status', async () => {
    const { teacher, cookie } = await teacherSession();
    await connectDrive(fakeDrive(), teacher.id, { status: 'needs_reauth' });
    const refused = await post(disable, 'disable', cookie);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('RECONNECT_NEEDED');
    expect((await readStatus(cookie)).json.state).toBe('needs_reauth');
  });

  it('counts copies by state and reports the root folder with its link', async () => {
    const drive = fakeDrive();
    const { teacher, cookie } = await teacherSession();
    const folder = drive.addFile({ name: 'Lektio', mimeType: 'application/vnd.google-apps.folder' });
    await connectDrive(drive, teacher.id, { rootFolderId: folder.id });
    const student = await createStudent({ teacherId: teacher.id });
    const statuses = ['copied', 'copied', 'pending', 'failed', 'deleted'] as const;
    for (const copyStatus of statuses) {
      const resource = await createResource({ teacherId: teacher.id, provider: 'drive' });
      await db.driveFileCopy.create({
        data: { teacherId: teacher.id, studentId: student.id, resourceId: resource.id, status: copyStatus },
      });
    }
    expect((await readStatus(cookie)).json).toEqual({
      state: 'enabled',
      accountEmail: 'teacher@example.test',
      copied: 2,
      pending: 1,
      failed: 1,
      folder: { state: 'ready', url: `https://drive.google.com/drive/folders/${folder.id}` },
    });
    drive.file(folder.id)!.trashed = true;
    expect((await readStatus(cookie)).json.folder.state).toBe('missing');
    drive.failNext(503);
    expect((await readStatus(cookie)).json.folder.state).toBe('unknown');
  });

  it("never shows or switches another teacher's drive", async () => {
    const { teacher: owner } = await teacherSession();
    await connectDrive(fakeDrive(), owner.id, { enabled: true });
    const student = await createStudent({ teacherId: owner.id });
    const resource = await createResource({ teacherId: owner.id, provider: 'drive' });
    await db.driveFileCopy.create({ data: { teacherId: owner.id, studentId: student.id, resourceId: resource.id } });
    const { cookie: otherCookie } = await teacherSession();

    expect((await readStatus(otherCookie)).json).toMatchObject({ state: 'not_connected', pending: 0 });
    expect((await post(disable, 'disable', otherCookie)).status).toBe(409);
    expect((await db.driveConnection.findUniqueOrThrow({ where: { teacherId: owner.id } })).enabled).toBe(true);
  });

  it('needs a signed-in teacher', async () => {
    expect((await callRoute(status, { path: '/api/teacher/settings/drive/status' })).status).toBe(401);
  });
});
