import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { BusinessRuleError, ConflictError, NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { undoSessionRows } from './calendar/undo-session-rows';
import { getImport, undoDeadline } from './import-view';
import type { TImport } from './schemas';
import { undoStudentRows } from './students/undo-student-rows';

type UndoImport = { teacherId: string; importId: string; now?: Date; meta?: RequestMeta };

/**
 * Takes a committed import back within 24 hours (issue 37): what it created is removed and what it
 * updated is restored, in one transaction. When any of those records changed since the commit the
 * undo is refused whole (422 IMPORT_RECORDS_CHANGED, one detail per line), so later work is never
 * lost; after 24 hours it is 422 UNDO_WINDOW_PASSED; an import not committed (or already undone) is
 * 409 INVALID_STATE.
 */
export async function undoImport({ teacherId, importId, now = new Date(), meta }: UndoImport): Promise<TImport> {
  const found = await db.import.findFirst({
    where: { id: importId, teacherId },
    select: { status: true, committedAt: true },
  });
  if (!found) throw new NotFoundError('Import');
  if (found.status !== 'committed' || !found.committedAt) {
    throw new ConflictError('Only a committed import can be undone', 'INVALID_STATE');
  }
  if (now > undoDeadline(found.committedAt)) {
    throw new BusinessRuleError('UNDO_WINDOW_PASSED', 'An import can be undone for 24 hours after its commit');
  }

  await transaction(
    async (tx) => {
      const claimed = await tx.import.updateManyAndReturn({
        where: { id: importId, teacherId, status: 'committed' },
        data: { status: 'undone', undoneAt: now },
        select: { kind: true },
      });
      const record = claimed[0];
      if (!record) throw new ConflictError('Only a committed import can be undone', 'INVALID_STATE');
      const rows = await tx.importRow.findMany({
        where: { importId, entityId: { not: null } },
        select: { line: true, action: true, entityId: true, before: true, appliedAt: true },
      });
      const { changedLines } =
        record.kind === 'students'
          ? await undoStudentRows(tx, { teacherId, importId, rows })
          : await undoSessionRows(tx, { teacherId, rows });
      if (changedLines.length) {
        throw new BusinessRuleError(
          'IMPORT_RECORDS_CHANGED',
          `${changedLines.length} imported records changed since the import; nothing was undone`,
          changedLines.slice(0, 100).map((line) => ({ path: `rows.${line}`, message: 'Changed since the import' })),
        );
      }
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'teacher', id: teacherId },
        action: record.kind === 'students' ? 'student.import_undo' : 'session.import_undo',
        entity: { type: 'import', id: importId },
        request: meta,
      });
    },
    { timeout: 120_000 },
  );
  return getImport({ teacherId, importId });
}
