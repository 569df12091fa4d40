import { stringify } from 'csv-stringify/sync';

/** Spreadsheet apps run cells that start with these as formulas (CSV injection). */
const formulaTriggers = /^[=+\-@\t\r]/;

export const neutralizeCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text = value instanceof Date ? value.toISOString() : String(value);
  return formulaTriggers.test(text) ? `'${text}` : text;
};

/** CSV with a header row; every cell neutralised against formula injection. */
export function toCsv<Row extends Record<string, unknown>>(
  columns: { key: keyof Row & string; header: string }[],
  rows: Row[],
): string {
  return stringify(
    rows.map((row) => columns.map((column) => neutralizeCell(row[column.key]))),
    { header: true, columns: columns.map((column) => column.header), record_delimiter: '\r\n' },
  );
}

export const csvResponse = (csv: string, filename: string) =>
  new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
    },
  });
