import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { BusinessRuleError, ConflictError, NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { commitSessionRows } from './calendar/commit-session-rows';
import type { SessionValues } from './calendar/session-rows';
import { countRows, getImport } from './import-view';
import type { TImport, TImportRowError } from './schemas';
import { commitStudentRows } from './students/commit-student-rows';
import type { StudentValues } from './students/student-rows';
import { writeRowOutcomes } from './write-row-outcomes';

type CommitImport = { teacherId: string; importId: string; skipInvalidRows: boolean; meta?: RequestMeta };

/** Rows whose errors refuse the commit, as `rows.<line>.<field>` details (the first 100). */
function refusal(invalid: { line: number; errors: TImportRowError[] }[]) {
  const details = invalid
    .flatMap((row) => row.errors.map((error) => ({ path: `rows.${row.line}.${error.field}`, message: error.message })))
    .slice(0, 100);
  return new BusinessRuleError(
    'IMPORT_HAS_ERRORS',
    `${invalid.length} rows have errors: fix the file, or commit with skipInvalidRows to leave them out`,
    details,
  );
}

/**
 * Applies a previewed import in one transaction (issue 37): every valid row is written or none is.
 * Rows with errors refuse the commit (422 IMPORT_HAS_ERRORS) unless `skipInvalidRows` is true, when
 * they are left out. A second commit of the same import is 409 INVALID_STATE (the status moves from
 * `preview` under a condition, so two concurrent commits cannot both pass).
 */
export async function commitImport({ teacherId, importId, skipInvalidRows, meta }: CommitImport): Promise<TImport> {
  const found = await db.import.findFirst({ where: { id: importId, teacherId }, select: { id: true } });
  if (!found) throw new NotFoundError('Import');

  await transaction(
    async (tx) => {
      const claimed = await tx.import.updateManyAndReturn({
        where: { id: importId, teacherId, status: 'preview' },
        data: { status: 'committed', committedAt: new Date(), skipInvalidRows },
        select: { kind: true, serviceId: true },
      });
      const record = claimed[0];
      if (!record) throw new ConflictError('This import was already committed', 'INVALID_STATE');
      const rows = await tx.importRow.findMany({
        where: { importId },
        orderBy: { line: 'asc' },
        select: { line: true, values: true, errors: true, action: true },
      });
      const invalid = rows
        .map((row) => ({ ...row, errors: row.errors as TImportRowError[] }))
        .filter((row) => row.errors.length);
      if (invalid.length && !skipInvalidRows) throw refusal(invalid);
      const valid = rows.filter((row) => !(row.errors as unknown[]).length);

      const outcomes =
        record.kind === 'students'
          ? await commitStudentRows(tx, {
              teacherId,
              importId,
              rows: valid.map((row) => ({ line: row.line, values: row.values as StudentValues })),
            })
          : await commitSessionRows(tx, {
              teacherId,
              serviceId: record.serviceId!,
              rows: valid.map((row) => ({ line: row.line, values: row.values as SessionValues })),
            });
      await writeRowOutcomes(tx, importId, outcomes);
      const written = new Map(outcomes.map((outcome) => [outcome.line, outcome.action]));
      const counts = countRows(
        rows.map((row) => ({ action: written.get(row.line) ?? 'skip', errors: row.errors as unknown[] })),
      );
      await tx.import.update({ where: { id: importId }, data: { counts } });
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'teacher', id: teacherId },
        action: record.kind === 'students' ? 'student.import' : 'session.import',
        entity: { type: 'import', id: importId },
        metadata: { created: counts.create, updated: counts.update, skipped: counts.skip },
        request: meta,
      });
    },
    { timeout: 120_000 },
  );
  return getImport({ teacherId, importId });
}
