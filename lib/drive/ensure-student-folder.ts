import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import type { GoogleDriveStorage } from '@/lib/integrations/google-drive/google-drive-storage';
import { ensureRootFolder } from './ensure-root-folder';

/**
 * The student's folder inside the teacher's root folder (`students.driveFolderId`), created on first
 * need and replaced when it was deleted or trashed on Drive. Same retry and race rules as the root
 * folder: found again by its mark, first stored id wins.
 */
export async function ensureStudentFolder(
  storage: GoogleDriveStorage,
  { teacherId, studentId }: { teacherId: string; studentId: string },
): Promise<string> {
  const student = await db.student.findFirst({
    where: { id: studentId, teacherId, anonymizedAt: null },
    select: { name: true, driveFolderId: true },
  });
  if (!student) throw new NotFoundError('Student');
  const stored = student.driveFolderId;
  if (stored && (await storage.folderExists(stored))) return stored;

  const rootFolderId = await ensureRootFolder(storage, teacherId);
  const mark = { key: 'lektioStudentId', value: studentId };
  const folderId =
    (await storage.findMarked(mark, rootFolderId)) ??
    (await storage.createFolder({ name: student.name, parentId: rootFolderId, mark }));
  const { count } = await db.student.updateMany({
    where: { id: studentId, teacherId, driveFolderId: stored },
    data: { driveFolderId: folderId },
  });
  if (count === 1) return folderId;
  const winner = await db.student.findFirstOrThrow({
    where: { id: studentId, teacherId },
    select: { driveFolderId: true },
  });
  if (winner.driveFolderId !== folderId) await storage.trashFile(folderId);
  return winner.driveFolderId ?? folderId;
}
