import 'server-only';
import type { Prisma } from '@/lib/core/db';

type AppliedRow = { line: number; entityId: string | null; appliedAt: Date | null };

/**
 * Removes the sessions a calendar import created, inside the caller's transaction, unless one changed
 * since (moved, cancelled, completed, notes written: its updatedAt moved) or is gone: then it returns
 * those lines and the caller refuses the whole undo.
 */
export async function undoSessionRows(
  tx: Prisma.TransactionClient,
  { teacherId, rows }: { teacherId: string; rows: AppliedRow[] },
): Promise<{ changedLines: number[] }> {
  const ids = rows.map((row) => row.entityId!);
  const sessions = await tx.session.findMany({
    where: { teacherId, id: { in: ids } },
    select: { id: true, updatedAt: true },
  });
  const byId = new Map(sessions.map((session) => [session.id, session]));
  const changedLines = rows
    .filter((row) => byId.get(row.entityId!)?.updatedAt.getTime() !== row.appliedAt?.getTime())
    .map((row) => row.line);
  if (changedLines.length) return { changedLines };
  await tx.session.deleteMany({ where: { teacherId, id: { in: ids } } });
  return { changedLines: [] };
}
