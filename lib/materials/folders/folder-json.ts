import 'server-only';
import type { TFolder } from './schemas';

/** The columns of a folder as the API answers it (Prisma select). */
export const folderSelect = {
  id: true,
  name: true,
  color: true,
  emoji: true,
  parentId: true,
  depth: true,
  sortOrder: true,
  createdAt: true,
  updatedAt: true,
} as const;

export type FolderRow = {
  id: string;
  name: string;
  color: string | null;
  emoji: string | null;
  parentId: string | null;
  depth: number;
  sortOrder: number;
  createdAt: Date;
  updatedAt: Date;
};

/** The same columns for raw SQL over `material_folders` aliased `f`. */
export const folderColumnsSql = `f.id, f.name, f.color, f.emoji, f."parentId", f.depth, f."sortOrder", f."createdAt", f."updatedAt"`;

/** Folder JSON: `{ id, name, color, emoji, parentId, depth, sortOrder, createdAt, updatedAt }`. */
export const toFolder = (row: FolderRow): TFolder => ({
  id: row.id,
  name: row.name,
  color: row.color,
  emoji: row.emoji,
  parentId: row.parentId,
  depth: Number(row.depth),
  sortOrder: Number(row.sortOrder),
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
});
