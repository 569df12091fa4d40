import { NonRetriableError } from 'inngest';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { linkSessionResources } from '@/lib/booking/link-session-resources';
import { copyDriveResource } from '@/lib/drive/copy-drive-resource';
import { connectDrive, setUpFakeDrive, teacherWithStudentSession } from '@/test/drive/drive-scene';
import { driveCopiesTrashRequestedEvent } from '@/lib/jobs/job-events';
import { eraseStudent } from './erase-student';
import { trashErasedDriveCopies } from './trash-erased-drive-copies';

const fakeDrive = setUpFakeDrive();

/** A student with one copy in their Drive folder, erased: answers the trash job's event data. */
async function erasedWithCopy() {
  const drive = fakeDrive();
  const setup = await teacherWithStudentSession(drive);
  const { teacher, student, session, resource } = setup;
  await connectDrive(drive, teacher.id);
  await linkSessionResources({ teacherId: teacher.id, sessionId: session.id, resourceIds: [resource.id] });
  const copy = await db.driveFileCopy.findFirstOrThrow({ where: { teacherId: teacher.id } });
  await copyDriveResource({ teacherId: teacher.id, copyId: copy.id });
  const { driveFileId } = await db.driveFileCopy.findUniqueOrThrow({ where: { id: copy.id } });
  const { driveFolderId } = await db.student.findUniqueOrThrow({ where: { id: student.id } });
  await eraseStudent({ teacherId: teacher.id, studentId: student.id, actor: { type: 'teacher', id: teacher.id } });
  const effect = await db.outboxEffect.findFirstOrThrow({
    where: { kind: 'event', payload: { path: ['name'], equals: driveCopiesTrashRequestedEvent.name } },
    orderBy: { createdAt: 'desc' },
  });
  const request = driveCopiesTrashRequestedEvent.parse((effect.payload as { data: unknown }).data);
  return { ...setup, drive, request, driveFileId: driveFileId!, driveFolderId: driveFolderId! };
}

describe('trashErasedDriveCopies', () => {
  it("moves the erased student's copies and folder to Drive's trash after the erasure", async () => {
    const { drive, request, driveFileId, driveFolderId, student } = await erasedWithCopy();
    expect(request).toEqual({
      teacherId: student.teacherId,
      studentId: student.id,
      driveFileIds: [driveFileId],
      driveFolderId,
    });
    expect(drive.file(driveFileId)!.trashed).toBe(false);

    expect(await trashErasedDriveCopies(request)).toEqual({ trashed: 2, missing: 0 });
    expect(drive.file(driveFileId)!.trashed).toBe(true);
    expect(drive.file(driveFolderId)!.trashed).toBe(true);
    expect(await db.driveFileCopy.findMany({ where: { studentId: student.id }, select: { status: true } })).toEqual([
      { status: 'deleted' },
    ]);
  });

  it('is retried after an outage and counts files that are gone as done', async () => {
    const { drive, request } = await erasedWithCopy();
    drive.failNext(503);
    await expect(trashErasedDriveCopies(request)).rejects.toThrow();
    const withGone = { ...request, driveFileIds: [...request.driveFileIds, 'gone-file'] };
    expect(await trashErasedDriveCopies(withGone)).toEqual({ trashed: 2, missing: 1 });
  });

  it('gives up without a drive grant (nothing a retry could fix)', async () => {
    const { request, teacher } = await erasedWithCopy();
    await db.driveConnection.update({ where: { teacherId: teacher.id }, data: { status: 'needs_reauth' } });
    await expect(trashErasedDriveCopies(request)).rejects.toBeInstanceOf(NonRetriableError);
  });
});
