import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError, ValidationError } from '@/lib/core/errors';
import { assertNoNulCharacters } from '@/lib/core/nul-characters';
import { decodeText } from '../decode-text';
import { countRows, getImport } from '../import-view';
import { parseTable } from '../parse-table';
import {
  maxImportRows,
  type TImport,
  type TImportMapping,
  type TImportRowAction,
  type TStudentImportPreset,
} from '../schemas';
import { existingStudentsByEmail } from './existing-students';
import { detectPreset, resolveMapping } from './presets';
import { inAnotherFamily, joinsFamily, studentChanges } from './student-changes';
import { checkStudentRows } from './student-rows';

type PreviewStudentImport = {
  teacherId: string;
  bytes: Uint8Array;
  fileName: string;
  mapping?: TImportMapping;
  preset?: TStudentImportPreset;
};

/** Rows are stored in slices, so one INSERT never carries tens of thousands of parameters. */
const insertSlice = 1000;

function assertMappedColumnsExist(columns: string[], mapping: TImportMapping) {
  const missing = Object.entries(mapping).filter(([, column]) => column && !columns.includes(column));
  if (missing.length) {
    throw new ValidationError(
      'The mapping names columns the file does not have',
      missing.map(([field, column]) => ({ path: `mapping.${field}`, message: `No column named "${column}"` })),
    );
  }
}

/**
 * Reads a students CSV and stores what importing it would do, writing no student (issue 37): each
 * row's values, errors and action — `create` for a new e-mail, `update` when a student of the teacher
 * has the e-mail (case-insensitive) and the row changes something, `skip` when it changes nothing or
 * has errors. A payer e-mail puts the student in that payer's family (issue 34), made at commit if new.
 */
export async function previewStudentImport({
  teacherId,
  bytes,
  fileName,
  mapping: chosen,
  preset: forced,
}: PreviewStudentImport): Promise<TImport> {
  const teacher = await db.teacher.findFirst({ where: { id: teacherId, deletedAt: null }, select: { id: true } });
  if (!teacher) throw new NotFoundError('Teacher');
  const { text } = decodeText(bytes);
  assertNoNulCharacters(text, 'file');
  const table = parseTable(text, maxImportRows);
  const preset = forced ?? detectPreset(table.header);
  if (chosen) assertMappedColumnsExist(table.header, chosen);
  const mapping = resolveMapping(table.header, preset, chosen);
  const checked = checkStudentRows(table.header, table.records, mapping);

  const emails = [...new Set(checked.flatMap((row) => (row.values.email ? [row.values.email] : [])))];
  const existing = await existingStudentsByEmail(db, teacherId, emails);
  const rows = checked.map((row) => {
    const match = row.values.email ? existing.get(row.values.email) : undefined;
    const errors = inAnotherFamily(match, row.values)
      ? [...row.errors, { field: 'payerEmail', message: `Already in the family of ${match!.familyPayerEmail}` }]
      : row.errors;
    let action: TImportRowAction = match ? 'update' : 'create';
    const changes = match ? Object.keys(studentChanges(match, row.values)).length : 0;
    if (errors.length || (match && !changes && !joinsFamily(match, row.values))) action = 'skip';
    return { ...row, errors, action };
  });

  // The import and its rows are one write: a failure leaves no half preview behind.
  const importId = await db.$transaction(
    async (tx) => {
      const created = await tx.import.create({
        data: {
          teacherId,
          kind: 'students',
          fileName: fileName.slice(0, 200),
          preset,
          columns: table.header,
          mapping,
          counts: countRows(rows),
        },
        select: { id: true },
      });
      for (let start = 0; start < rows.length; start += insertSlice) {
        await tx.importRow.createMany({
          data: rows.slice(start, start + insertSlice).map((row) => ({
            importId: created.id,
            teacherId,
            line: row.line,
            action: row.action,
            values: row.values,
            errors: row.errors,
            payer: row.values.payer,
          })),
        });
      }
      return created.id;
    },
    { timeout: 60_000 },
  );
  return getImport({ teacherId, importId });
}
