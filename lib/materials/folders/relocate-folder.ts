import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import { maxFolderDepth } from '../schemas';
import type { FolderRow } from './folder-json';

type Tx = Prisma.TransactionClient;

export type FolderRuleCode = 'NOT_FOUND' | 'FOLDER_CYCLE' | 'FOLDER_DEPTH_EXCEEDED';
export type RelocateOutcome =
  | { ok: true; moved: boolean; folder: FolderRow }
  | { ok: false; code: FolderRuleCode; message: string };

export const folderRuleMessages: Record<FolderRuleCode, string> = {
  NOT_FOUND: 'Folder not found',
  FOLDER_CYCLE: 'A folder cannot go into itself or into a folder below it',
  FOLDER_DEPTH_EXCEEDED: `Folders nest at most ${maxFolderDepth} levels deep`,
};

/** A live folder of the teacher with its stored depth, or null (missing, in the trash, another teacher's). */
export async function findLiveFolder(tx: Tx, teacherId: string, id: string): Promise<FolderRow | null> {
  return tx.materialFolder.findFirst({
    where: { id, teacherId, deletedAt: null },
    select: {
      id: true,
      name: true,
      color: true,
      emoji: true,
      parentId: true,
      depth: true,
      sortOrder: true,
      createdAt: true,
      updatedAt: true,
    },
  });
}

type SubtreeRow = FolderRow & { level: number; live: boolean };

/**
 * Moves one live folder of the teacher, with everything below it, under `target` (a live folder of the
 * teacher the caller has checked, or null for the root), in the caller's transaction, which must hold
 * `lockMaterialTree` so that what is read here is still true when it is written. Refuses (changing
 * nothing) a move into the folder itself or below it (FOLDER_CYCLE) and one that would put any live
 * folder of the subtree deeper than 5 (FOLDER_DEPTH_EXCEEDED). The moved folder goes last among its new
 * siblings; every folder of the subtree (trashed ones too, so that `depth = parent.depth + 1` always
 * holds) gets its new depth in one statement. A folder already under `target` is left as it is.
 * Two statements: the subtree, then the update.
 */
export async function relocateFolder(
  tx: Tx,
  { teacherId, folderId, target, now = new Date() }: { teacherId: string; folderId: string; target: FolderRow | null; now?: Date },
): Promise<RelocateOutcome> {
  const subtree = await tx.$queryRaw<SubtreeRow[]>`
    WITH RECURSIVE subtree AS (
      SELECT f.id, f.name, f.color, f.emoji, f."parentId", f.depth, f."sortOrder", f."createdAt", f."updatedAt",
             0 AS level, TRUE AS live
        FROM material_folders f
       WHERE f.id = ${folderId}::uuid AND f."teacherId" = ${teacherId}::uuid AND f."deletedAt" IS NULL
      UNION ALL
      SELECT c.id, c.name, c.color, c.emoji, c."parentId", c.depth, c."sortOrder", c."createdAt", c."updatedAt",
             s.level + 1, s.live AND c."deletedAt" IS NULL
        FROM material_folders c JOIN subtree s ON c."parentId" = s.id
       WHERE c."teacherId" = ${teacherId}::uuid AND s.level < 64
    )
    SELECT * FROM subtree`;
  const root = subtree.find((row) => row.level === 0);
  if (!root) return refused('NOT_FOUND');
  if (target && subtree.some((row) => row.id === target.id)) return refused('FOLDER_CYCLE');
  const { level: _level, live: _live, ...folder } = root;
  if ((target?.id ?? null) === root.parentId) return { ok: true, moved: false, folder };

  const newDepth = (target ? Number(target.depth) : 0) + 1;
  const height = Math.max(...subtree.filter((row) => row.live).map((row) => Number(row.level)));
  if (newDepth + height > maxFolderDepth) return refused('FOLDER_DEPTH_EXCEEDED');

  const parentMatch = target
    ? Prisma.sql`o."parentId" = ${target.id}::uuid`
    : Prisma.sql`o."parentId" IS NULL`;
  const ids = subtree.map((row) => row.id);
  const levels = subtree.map((row) => Number(row.level));
  const rows = await tx.$queryRaw<(FolderRow & { isRoot: boolean })[]>`
    UPDATE material_folders f
       SET depth = ${newDepth}::int + s.level,
           "parentId" = CASE WHEN f.id = ${folderId}::uuid THEN ${target?.id ?? null}::uuid ELSE f."parentId" END,
           "sortOrder" = CASE WHEN f.id = ${folderId}::uuid
             THEN (SELECT COALESCE(MAX(o."sortOrder"), -1) + 1 FROM material_folders o
                    WHERE o."teacherId" = ${teacherId}::uuid AND o."deletedAt" IS NULL AND ${parentMatch})
             ELSE f."sortOrder" END,
           "updatedAt" = CASE WHEN f.id = ${folderId}::uuid THEN ${now}::timestamptz ELSE f."updatedAt" END
      FROM unnest(${ids}::uuid[], ${levels}::int[]) AS s(id, level)
     WHERE f.id = s.id AND f."teacherId" = ${teacherId}::uuid
    RETURNING f.id, f.name, f.color, f.emoji, f."parentId", f.depth, f."sortOrder", f."createdAt", f."updatedAt",
              (f.id = ${folderId}::uuid) AS "isRoot"`;
  const { isRoot: _isRoot, ...moved } = rows.find((row) => row.isRoot)!;
  return { ok: true, moved: true, folder: moved };
}

const refused = (code: FolderRuleCode): RelocateOutcome => ({ ok: false, code, message: folderRuleMessages[code] });
