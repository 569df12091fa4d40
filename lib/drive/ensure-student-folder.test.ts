import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { connectDrive, setUpFakeDrive } from '@/test/drive/drive-scene';
import { driveStorageForTeacher } from './drive-storage-for-teacher';
import { rootFolderName } from './ensure-root-folder';
import { ensureStudentFolder } from './ensure-student-folder';

const fakeDrive = setUpFakeDrive();

async function connectedStudent() {
  const teacher = await createTeacher();
  await connectDrive(fakeDrive(), teacher.id);
  const student = await createStudent({ teacherId: teacher.id, name: 'Ana Pérez' });
  return { teacher, student, scope: { teacherId: teacher.id, studentId: student.id } };
}

describe('ensureStudentFolder', () => {
  it('creates the root folder and the student folder once, then reuses them', async () => {
    const drive = fakeDrive();
    const { teacher, student, scope } = await connectedStudent();
    const storage = await driveStorageForTeacher(teacher.id);

    const folderId = await ensureStudentFolder(storage, scope);
    expect(await ensureStudentFolder(storage, scope)).toBe(folderId);

    const { rootFolderId } = await db.driveConnection.findUniqueOrThrow({ where: { teacherId: teacher.id } });
    expect(drive.file(rootFolderId!)).toMatchObject({
      name: rootFolderName,
      mimeType: 'application/vnd.google-apps.folder',
    });
    expect(drive.childrenOf(rootFolderId!).map((file) => file.id)).toEqual([folderId]);
    expect(drive.file(folderId)).toMatchObject({ name: 'Ana Pérez', parents: [rootFolderId] });
    expect((await db.student.findUniqueOrThrow({ where: { id: student.id } })).driveFolderId).toBe(folderId);
  });

  it('replaces a folder the teacher trashed on Drive', async () => {
    const drive = fakeDrive();
    const { teacher, scope } = await connectedStudent();
    const storage = await driveStorageForTeacher(teacher.id);
    const first = await ensureStudentFolder(storage, scope);
    drive.file(first)!.trashed = true;
    const second = await ensureStudentFolder(storage, scope);
    expect(second).not.toBe(first);
    expect(drive.file(second)!.trashed).toBe(false);
  });

  it('finds the folder of an attempt whose id was never stored, instead of making a second one', async () => {
    const drive = fakeDrive();
    const { teacher, student, scope } = await connectedStudent();
    const storage = await driveStorageForTeacher(teacher.id);
    const folderId = await ensureStudentFolder(storage, scope);
    await db.student.update({ where: { id: student.id }, data: { driveFolderId: null } });
    expect(await ensureStudentFolder(storage, scope)).toBe(folderId);
    const { rootFolderId } = await db.driveConnection.findUniqueOrThrow({ where: { teacherId: teacher.id } });
    expect(drive.childrenOf(rootFolderId!)).toHaveLength(1);
  });

  it("keeps one folder when two jobs create the student's folder at once", async () => {
    const drive = fakeDrive();
    const { teacher, scope } = await connectedStudent();
    const storage = await driveStorageForTeacher(teacher.id);
    await ensureStudentFolder(storage, { ...scope, studentId: (await createStudent({ teacherId: teacher.id })).id });
    const [a, b] = await Promise.all([ensureStudentFolder(storage, scope), ensureStudentFolder(storage, scope)]);
    expect(a).toBe(b);
    const { rootFolderId } = await db.driveConnection.findUniqueOrThrow({ where: { teacherId: teacher.id } });
    expect(drive.childrenOf(rootFolderId!).filter((file) => !file.trashed)).toHaveLength(2);
  });

  it("refuses another teacher's student", async () => {
    const { teacher } = await connectedStudent();
    const { student: foreign } = await connectedStudent();
    const storage = await driveStorageForTeacher(teacher.id);
    await expect(ensureStudentFolder(storage, { teacherId: teacher.id, studentId: foreign.id })).rejects.toMatchObject({
      status: 404,
    });
  });
});
