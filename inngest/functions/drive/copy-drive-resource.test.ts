import { afterEach, describe, expect, it } from 'vitest';
import { linkSessionResources } from '@/lib/booking/link-session-resources';
import { db } from '@/lib/core/db';
import { connectDrive, setUpFakeDrive, teacherWithStudentSession } from '@/test/drive/drive-scene';
import { startInProcessJobs, stopInProcessJobs } from '@/lib/jobs/in-process-runner';
import { copyDriveResourceFunction } from './copy-drive-resource';

const fakeDrive = setUpFakeDrive();
afterEach(() => stopInProcessJobs());

describe('copyDriveResourceFunction', () => {
  it('copies a linked drive resource after the commit, retrying a Drive outage, into one file', async () => {
    const runner = (await startInProcessJobs([copyDriveResourceFunction], { retryDelayMs: () => 5 }))!;
    const drive = fakeDrive();
    const { teacher, student, session, resource, file } = await teacherWithStudentSession(drive);
    await connectDrive(drive, teacher.id);
    drive.failNext(503);

    await linkSessionResources({ teacherId: teacher.id, sessionId: session.id, resourceIds: [resource.id] });
    await runner.idle();

    const copy = await db.driveFileCopy.findFirstOrThrow({ where: { teacherId: teacher.id, studentId: student.id } });
    expect(copy).toMatchObject({ status: 'copied', error: null });
    const { driveFolderId } = await db.student.findUniqueOrThrow({ where: { id: student.id } });
    const live = drive.childrenOf(driveFolderId!).filter((child) => !child.trashed);
    expect(live).toEqual([expect.objectContaining({ id: copy.driveFileId, name: file.name })]);
  });
});
