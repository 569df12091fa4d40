import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyDriveResourceFunction } from '@/inngest/functions/drive/copy-drive-resource';
import { linkSessionResources } from '@/lib/booking/link-session-resources';
import { db } from '@/lib/core/db';
import { replayAfterReconnect } from '@/lib/google-connection/replay-after-reconnect';
import { storeGoogleGrant } from '@/lib/google-connection/store-google-grant';
import { startInProcessJobs, stopInProcessJobs, type InProcessJobRunner } from '@/lib/jobs/in-process-runner';
import { transaction } from '@/lib/outbox/transaction';
import { createSession, createStudent } from '@/test/factories';
import { connectDrive, setUpFakeDrive, teacherWithStudentSession } from '@/test/drive/drive-scene';
import { driveBackfillDays } from './backfill-drive-copies';
import { setDriveEnabled } from './set-drive-enabled';

const fakeDrive = setUpFakeDrive();
let runner: InProcessJobRunner;
beforeEach(async () => {
  runner = (await startInProcessJobs([copyDriveResourceFunction], { retryDelayMs: () => 5 }))!;
});
afterEach(() => stopInProcessJobs());

const day = 24 * 3_600_000;

/**
 * A teacher whose Drive is off while resources get linked: the primary student's session (two
 * resources, one linked twice), a group session with a live and an erased participant, and links
 * that must not be copied (a cancelled session, a session older than the backfill range, a deleted
 * student's session, a plain link resource).
 */
async function linkedWhileOff() {
  const drive = fakeDrive();
  const setup = await teacherWithStudentSession(drive);
  const teacherId = setup.teacher.id;
  await connectDrive(drive, teacherId, { enabled: false });
  const second = await db.resource.create({
    data: {
      teacherId,
      provider: 'drive',
      providerItemId: drive.addFile({ name: 'Reading.pdf' }).id,
      label: 'Reading',
      url: 'https://drive.test/r',
    },
  });
  const plainLink = await db.resource.create({ data: { teacherId, label: 'Site', url: 'https://example.test' } });
  const serviceId = setup.service.id;
  const link = (sessionId: string, resourceIds: string[]) =>
    linkSessionResources({ teacherId, sessionId, resourceIds });
  await link(setup.session.id, [setup.resource.id, second.id, plainLink.id]);

  const group = await createSession({ teacherId, serviceId, studentId: setup.student.id });
  const participant = await createStudent({ teacherId, name: 'Bea Ruiz' });
  const erased = await createStudent({ teacherId, name: 'Erased', anonymizedAt: new Date() });
  for (const studentId of [participant.id, erased.id]) {
    await db.sessionParticipant.create({ data: { teacherId, sessionId: group.id, studentId } });
  }
  await link(group.id, [second.id]);

  const cancelled = await createSession({ teacherId, serviceId, studentId: participant.id, status: 'cancelled' });
  const old = await createSession({
    teacherId,
    serviceId,
    studentId: participant.id,
    status: 'completed',
    startUtc: new Date(Date.now() - (driveBackfillDays + 10) * day),
  });
  const deletedStudent = await createStudent({ teacherId, name: 'Gone', deletedAt: new Date() });
  const ofDeleted = await createSession({ teacherId, serviceId, studentId: deletedStudent.id });
  for (const sessionId of [cancelled.id, old.id, ofDeleted.id]) await link(sessionId, [setup.resource.id]);

  expect(await db.driveFileCopy.count({ where: { teacherId } })).toBe(0);
  return { ...setup, drive, teacherId, second, participant };
}

const pairsOf = async (teacherId: string) =>
  (
    await db.driveFileCopy.findMany({
      where: { teacherId },
      select: { studentId: true, resourceId: true, status: true },
    })
  )
    .map((copy) => `${copy.studentId}:${copy.resourceId}:${copy.status}`)
    .sort();

const liveFilesOf = async (drive: ReturnType<typeof fakeDrive>, studentId: string) => {
  const { driveFolderId } = await db.student.findUniqueOrThrow({ where: { id: studentId } });
  return driveFolderId ? drive.childrenOf(driveFolderId).filter((file) => !file.trashed).length : 0;
};

describe('Drive backfill', () => {
  it('turning Drive on copies what was linked before, once; off and on again copies nothing more', async () => {
    const { drive, teacherId, student, resource, second, participant } = await linkedWhileOff();
    const other = await linkedWhileOff();

    await setDriveEnabled({ teacherId, enabled: true });
    await runner.idle();
    const expected = [
      `${student.id}:${resource.id}:copied`,
      `${student.id}:${second.id}:copied`,
      `${participant.id}:${second.id}:copied`,
    ].sort();
    expect(await pairsOf(teacherId)).toEqual(expected);
    expect(await liveFilesOf(drive, student.id)).toBe(2);
    expect(await liveFilesOf(drive, participant.id)).toBe(1);

    await setDriveEnabled({ teacherId, enabled: false });
    await setDriveEnabled({ teacherId, enabled: true });
    await runner.idle();
    expect(await pairsOf(teacherId)).toEqual(expected);
    expect(await liveFilesOf(drive, student.id)).toBe(2);
    expect(await liveFilesOf(drive, participant.id)).toBe(1);

    // Another teacher's links wait for their own switch.
    expect(await pairsOf(other.teacherId)).toEqual([]);
  });

  it('a drive grant back from needs_reauth retries the copy that failed and copies what was linked meanwhile', async () => {
    const drive = fakeDrive();
    const setup = await teacherWithStudentSession(drive);
    const teacherId = setup.teacher.id;
    const { refreshToken } = await connectDrive(drive, teacherId, { enabled: true });
    drive.revokeRefreshToken(refreshToken);
    // The copy job meets the revoked grant: the row fails and the connection waits for a reconnect.
    await linkSessionResources({ teacherId, sessionId: setup.session.id, resourceIds: [setup.resource.id] });
    await runner.idle();
    expect(await pairsOf(teacherId)).toEqual([`${setup.student.id}:${setup.resource.id}:failed`]);
    expect(await db.driveConnection.findUniqueOrThrow({ where: { teacherId } })).toMatchObject({
      status: 'needs_reauth',
    });
    // Linked while the grant is refused: not even recorded.
    const later = await db.resource.create({
      data: {
        teacherId,
        provider: 'drive',
        providerItemId: drive.addFile({ name: 'Later.pdf' }).id,
        label: 'Later',
        url: 'https://drive.test/l',
      },
    });
    await linkSessionResources({ teacherId, sessionId: setup.session.id, resourceIds: [later.id] });
    expect(await db.driveFileCopy.count({ where: { teacherId } })).toBe(1);

    await transaction(async (tx) => {
      await replayAfterReconnect(tx, teacherId, 'drive');
      await storeGoogleGrant(tx, teacherId, 'drive', {
        accountEmail: 'teacher@example.test',
        refreshToken: drive.addRefreshToken(),
      });
    });
    await runner.idle();
    expect(await pairsOf(teacherId)).toEqual(
      [`${setup.student.id}:${setup.resource.id}:copied`, `${setup.student.id}:${later.id}:copied`].sort(),
    );
    expect(await liveFilesOf(drive, setup.student.id)).toBe(2);
  });
});
