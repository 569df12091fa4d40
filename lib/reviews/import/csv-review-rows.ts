/**
 * The rows of an import CSV as the objects of a JSON import (pure): header names matched without
 * regard to case, spaces, hyphens and underscores ("External ID" is externalId); a whole-number
 * rating becomes a number; an empty externalId is left out. Missing, unknown or repeated columns and
 * too many rows refuse the whole file (400); a row with the wrong number of cells is a bad row.
 */
import { ValidationError, type ErrorDetail } from '@/lib/core/errors';
import { parseCsv } from './parse-csv';
import { importCsvColumns, maxImportRows, optionalImportCsvColumns } from './schemas';

export type RawImportRow = { value: unknown; errors: ErrorDetail[] };

const known = [...importCsvColumns, ...optionalImportCsvColumns];
const normalize = (name: string) => name.toLowerCase().replace(/[\s_-]/g, '');
const byNormalized = new Map<string, string>(known.map((name) => [normalize(name), name]));

export function csvReviewRows(text: string): RawImportRow[] {
  const { header, records } = parseCsv(text);
  const columns = header.map((name) => byNormalized.get(normalize(name)) ?? null);
  const problems: ErrorDetail[] = [];
  header.forEach((name, index) => {
    if (!columns[index]) problems.push({ path: 'columns', message: `Unknown column "${name}"` });
  });
  for (const name of known) {
    const count = columns.filter((column) => column === name).length;
    if (count > 1) problems.push({ path: 'columns', message: `Column "${name}" appears ${count} times` });
  }
  for (const name of importCsvColumns) {
    if (!columns.includes(name)) problems.push({ path: 'columns', message: `Missing column "${name}"` });
  }
  if (problems.length) {
    throw new ValidationError(
      `The CSV needs the columns ${importCsvColumns.join(', ')} (externalId optional)`,
      problems,
    );
  }
  if (records.length === 0) {
    throw new ValidationError('The CSV has no reviews', [{ path: 'rows', message: 'Add at least one review' }]);
  }
  if (records.length > maxImportRows) {
    throw new ValidationError(`At most ${maxImportRows} reviews per import`, [
      { path: 'rows', message: `The file has ${records.length} rows; at most ${maxImportRows} per import` },
    ]);
  }
  return records.map((cells) => {
    const value: Record<string, unknown> = {};
    columns.forEach((column, index) => {
      const cell = cells[index];
      if (!column || cell === undefined) return;
      if (column === 'externalId' && cell.trim() === '') return;
      value[column] = column === 'rating' && /^\s*\d+\s*$/.test(cell) ? Number(cell) : cell;
    });
    const errors: ErrorDetail[] =
      cells.length === header.length
        ? []
        : [{ path: '(row)', message: `Has ${cells.length} cells; the header has ${header.length}` }];
    return { value, errors };
  });
}
