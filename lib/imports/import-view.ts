import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import {
  undoWindowHours,
  type TImport,
  type TImportCounts,
  type TImportMapping,
  type TImportRowError,
} from './schemas';

export const importSelect = {
  id: true,
  kind: true,
  status: true,
  fileName: true,
  preset: true,
  columns: true,
  mapping: true,
  counts: true,
  createdAt: true,
  committedAt: true,
  undoneAt: true,
  rows: {
    orderBy: { line: 'asc' },
    select: { line: true, values: true, action: true, errors: true },
  },
} satisfies Prisma.ImportSelect;

type ImportRecord = Prisma.ImportGetPayload<{ select: typeof importSelect }>;

export const undoDeadline = (committedAt: Date) => new Date(committedAt.getTime() + undoWindowHours * 3_600_000);

export function toImport(record: ImportRecord): TImport {
  return {
    id: record.id,
    kind: record.kind,
    status: record.status,
    fileName: record.fileName,
    preset: record.preset,
    columns: record.columns as string[],
    mapping: record.mapping as TImportMapping,
    rows: record.rows.map((row) => ({
      line: row.line,
      values: row.values as Record<string, string | null>,
      action: row.action,
      errors: row.errors as TImportRowError[],
    })),
    counts: record.counts as TImportCounts,
    createdAt: record.createdAt.toISOString(),
    committedAt: record.committedAt?.toISOString() ?? null,
    undoneAt: record.undoneAt?.toISOString() ?? null,
    undoUntil:
      record.committedAt && record.status === 'committed' ? undoDeadline(record.committedAt).toISOString() : null,
  };
}

/** One import of the teacher, with its rows; another teacher's is a 404 like a missing one. */
export async function getImport({ teacherId, importId }: { teacherId: string; importId: string }): Promise<TImport> {
  const record = await db.import.findFirst({ where: { id: importId, teacherId }, select: importSelect });
  if (!record) throw new NotFoundError('Import');
  return toImport(record);
}

export function countRows(rows: { action: 'create' | 'update' | 'skip'; errors: unknown[] }[]): TImportCounts {
  const counts: TImportCounts = { rows: rows.length, create: 0, update: 0, skip: 0, errors: 0 };
  for (const row of rows) {
    counts[row.action] += 1;
    if (row.errors.length) counts.errors += 1;
  }
  return counts;
}
