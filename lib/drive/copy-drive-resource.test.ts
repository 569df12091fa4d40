import { NonRetriableError } from 'inngest';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { linkSessionResources } from '@/lib/booking/link-session-resources';
import { resetGoogleBreaker } from '@/lib/integrations/google/google-breaker';
import { DriveUnavailableError } from '@/lib/integrations/google-drive/drive-files-adapter';
import { createResource, createSession, createStudent } from '@/test/factories';
import { copyDriveResource } from './copy-drive-resource';
import { connectDrive, setUpFakeDrive, teacherWithStudentSession } from '@/test/drive/drive-scene';
import { setDriveEnabled } from './set-drive-enabled';

const fakeDrive = setUpFakeDrive();

async function linkedDriveResource({ enabled = true } = {}) {
  const drive = fakeDrive();
  const setup = await teacherWithStudentSession(drive);
  await connectDrive(drive, setup.teacher.id, { enabled });
  await linkSessionResources({
    teacherId: setup.teacher.id,
    sessionId: setup.session.id,
    resourceIds: [setup.resource.id],
  });
  const copies = await db.driveFileCopy.findMany({ where: { teacherId: setup.teacher.id } });
  return { ...setup, drive, copies, request: { teacherId: setup.teacher.id, copyId: copies[0]?.id ?? '' } };
}

const copyEvents = (copyId: string) =>
  db.outboxEffect.count({
    where: { kind: 'event', payload: { path: ['data', 'copyId'], equals: copyId } },
  });

const liveChildren = (drive: ReturnType<typeof fakeDrive>, folderId: string) =>
  drive.childrenOf(folderId).filter((file) => !file.trashed);

describe('drive copies of session resources', () => {
  it('records a pending copy with its job when a drive resource is linked, and copies it once', async () => {
    const { drive, copies, request, student, resource, session, file } = await linkedDriveResource();
    expect(copies).toEqual([
      expect.objectContaining({
        studentId: student.id,
        resourceId: resource.id,
        sessionId: session.id,
        status: 'pending',
      }),
    ]);
    expect(await copyEvents(request.copyId)).toBe(1);

    const result = await copyDriveResource(request);
    expect(result).toMatchObject({ copied: true });
    const { driveFolderId } = await db.student.findUniqueOrThrow({ where: { id: student.id } });
    const copied = await db.driveFileCopy.findUniqueOrThrow({ where: { id: request.copyId } });
    expect(copied).toMatchObject({ status: 'copied', error: null, copiedAt: expect.any(Date) });
    expect(drive.file(copied.driveFileId!)).toMatchObject({ name: file.name, parents: [driveFolderId] });

    expect(await copyDriveResource(request)).toMatchObject({ copied: false, reason: 'not_pending' });
    expect(liveChildren(drive, driveFolderId!)).toHaveLength(1);
  });

  it('never records a second copy of a resource for a student (another session, a repeated link)', async () => {
    const { teacher, student, service, resource } = await linkedDriveResource();
    const other = await createSession({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
    await linkSessionResources({ teacherId: teacher.id, sessionId: other.id, resourceIds: [resource.id] });
    expect(await db.driveFileCopy.count({ where: { teacherId: teacher.id } })).toBe(1);
  });

  it('records a copy for each participant of a group session who did not cancel', async () => {
    const { teacher, service, resource } = await linkedDriveResource();
    const [first, second, gone] = await Promise.all([1, 2, 3].map(() => createStudent({ teacherId: teacher.id })));
    const group = await createSession({ teacherId: teacher.id, serviceId: service.id, studentId: first!.id });
    await db.sessionParticipant.createMany({
      data: [
        { teacherId: teacher.id, sessionId: group.id, studentId: second!.id },
        { teacherId: teacher.id, sessionId: group.id, studentId: gone!.id, status: 'cancelled' },
      ],
    });
    await linkSessionResources({ teacherId: teacher.id, sessionId: group.id, resourceIds: [resource.id] });
    const copies = await db.driveFileCopy.findMany({ where: { teacherId: teacher.id, sessionId: group.id } });
    expect(copies.map((copy) => copy.studentId).sort()).toEqual([first!.id, second!.id].sort());
  });

  it('copies nothing while Drive is off, for link resources, or for a session without a student', async () => {
    const { copies, teacher, service } = await linkedDriveResource({ enabled: false });
    expect(copies).toEqual([]);
    await db.driveConnection.update({ where: { teacherId: teacher.id }, data: { enabled: true } });
    const link = await createResource({ teacherId: teacher.id, provider: 'link' });
    const student = await createStudent({ teacherId: teacher.id });
    const session = await createSession({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
    await linkSessionResources({ teacherId: teacher.id, sessionId: session.id, resourceIds: [link.id] });
    expect(await db.driveFileCopy.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it('leaves the copy pending while Drive is off and sends its job again when it is turned on', async () => {
    const { request, teacher } = await linkedDriveResource();
    await setDriveEnabled({ teacherId: teacher.id, enabled: false });
    expect(await copyDriveResource(request)).toMatchObject({ copied: false, reason: 'disabled' });
    expect((await db.driveFileCopy.findUniqueOrThrow({ where: { id: request.copyId } })).status).toBe('pending');
    await setDriveEnabled({ teacherId: teacher.id, enabled: true });
    expect(await copyEvents(request.copyId)).toBe(2);
    expect(await copyDriveResource(request)).toMatchObject({ copied: true });
  });

  it('records a Drive outage as failed and succeeds on the retry without a second file', async () => {
    const { drive, request, student } = await linkedDriveResource();
    drive.failNext(503);
    await expect(copyDriveResource(request)).rejects.toThrow();
    expect(await db.driveFileCopy.findUniqueOrThrow({ where: { id: request.copyId } })).toMatchObject({
      status: 'failed',
      error: expect.any(String),
    });
    expect(await copyDriveResource(request)).toMatchObject({ copied: true });
    const { driveFolderId } = await db.student.findUniqueOrThrow({ where: { id: student.id } });
    expect(liveChildren(drive, driveFolderId!)).toHaveLength(1);
  });

  it('finds the file of an attempt whose result was never recorded', async () => {
    const { drive, request, student } = await linkedDriveResource();
    await copyDriveResource(request);
    await db.driveFileCopy.update({ where: { id: request.copyId }, data: { status: 'pending', driveFileId: null } });
    await copyDriveResource(request);
    const { driveFolderId } = await db.student.findUniqueOrThrow({ where: { id: student.id } });
    expect(liveChildren(drive, driveFolderId!)).toHaveLength(1);
  });

  it('leaves one file when two runs of the job copy at once', async () => {
    const { drive, request, student } = await linkedDriveResource();
    await Promise.allSettled([copyDriveResource(request), copyDriveResource(request)]);
    const copy = await db.driveFileCopy.findUniqueOrThrow({ where: { id: request.copyId } });
    const { driveFolderId } = await db.student.findUniqueOrThrow({ where: { id: student.id } });
    expect(liveChildren(drive, driveFolderId!).map((file) => file.id)).toEqual([copy.driveFileId]);
  });

  it('is refused without calling Drive while the Google breaker is open, and copies once it closes', async () => {
    const { drive, request } = await linkedDriveResource();
    for (let attempt = 0; attempt < 3; attempt++) {
      drive.failNext(500);
      await expect(copyDriveResource(request)).rejects.toBeInstanceOf(DriveUnavailableError);
    }
    const before = drive.fileRequests;
    await expect(copyDriveResource(request)).rejects.toBeInstanceOf(DriveUnavailableError);
    expect(drive.fileRequests).toBe(before);
    expect((await db.driveFileCopy.findUniqueOrThrow({ where: { id: request.copyId } })).status).toBe('failed');
    resetGoogleBreaker();
    expect(await copyDriveResource(request)).toMatchObject({ copied: true });
  });

  it('does not retry a copy whose source file is gone', async () => {
    const { request, file } = await linkedDriveResource();
    await db.resource.updateMany({ where: { providerItemId: file.id }, data: { providerItemId: 'gone-file' } });
    await expect(copyDriveResource(request)).rejects.toBeInstanceOf(NonRetriableError);
    expect(await db.driveFileCopy.findUniqueOrThrow({ where: { id: request.copyId } })).toMatchObject({
      status: 'failed',
      error: 'The file is no longer in Drive',
    });
  });

  it("ignores another teacher's copy", async () => {
    const { request } = await linkedDriveResource();
    const { teacher: other } = await teacherWithStudentSession(fakeDrive());
    expect(await copyDriveResource({ teacherId: other.id, copyId: request.copyId })).toMatchObject({ copied: false });
    expect((await db.driveFileCopy.findUniqueOrThrow({ where: { id: request.copyId } })).status).toBe('pending');
  });
});
