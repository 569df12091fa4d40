import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { type FolderRow, toFolder } from './folder-json';
import type { TBreadcrumb } from './schemas';

/**
 * The path to a live folder of the teacher: its ancestors from the root, ending with the folder
 * (404 when the folder is missing, in the trash or another teacher's). One recursive statement.
 */
export async function getBreadcrumb({ teacherId, folderId }: { teacherId: string; folderId: string }): Promise<TBreadcrumb> {
  const rows = await db.$queryRaw<FolderRow[]>`
    WITH RECURSIVE path AS (
      SELECT f.id, f.name, f.color, f.emoji, f."parentId", f.depth, f."sortOrder", f."createdAt", f."updatedAt", 0 AS up
        FROM material_folders f
       WHERE f.id = ${folderId}::uuid AND f."teacherId" = ${teacherId}::uuid AND f."deletedAt" IS NULL
      UNION ALL
      SELECT p.id, p.name, p.color, p.emoji, p."parentId", p.depth, p."sortOrder", p."createdAt", p."updatedAt", path.up + 1
        FROM material_folders p JOIN path ON p.id = path."parentId"
       WHERE p."teacherId" = ${teacherId}::uuid AND path.up < 64
    )
    SELECT id, name, color, emoji, "parentId", depth, "sortOrder", "createdAt", "updatedAt" FROM path ORDER BY up DESC`;
  if (rows.length === 0) throw new NotFoundError('Folder');
  return { data: rows.map(toFolder) };
}
