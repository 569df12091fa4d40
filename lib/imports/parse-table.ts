/**
 * The rows of a decoded CSV (pure), on csv-parse like the review import: RFC 4180 quoting, CRLF, LF or
 * CR, blank lines skipped, cells kept as text (a leading = stays text). The separator is the one of
 * `,`, `;` or a tab that the header line holds most often (spreadsheets in many locales write `;`).
 * Each record keeps its line in the file, so the preview can say "line 12".
 */
import { CsvError, parse } from 'csv-parse/sync';
import { ValidationError } from '@/lib/core/errors';

export type TableRecord = { line: number; cells: string[] };
export type ParsedTable = { header: string[]; records: TableRecord[]; delimiter: string };

const invalid = (message: string) => new ValidationError('The file is not a valid CSV', [{ path: 'file', message }]);

export function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, Math.max(0, text.search(/\r?\n|\r|$/)));
  const counts = [',', ';', '\t'].map((delimiter) => ({ delimiter, count: firstLine.split(delimiter).length - 1 }));
  return counts.reduce((best, next) => (next.count > best.count ? next : best)).delimiter;
}

export function parseTable(text: string, maxRows: number): ParsedTable {
  const delimiter = detectDelimiter(text);
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    parsed = parse(text, {
      delimiter,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      // One past the limit, to tell "too many" from "exactly the limit" without reading a huge file.
      to: maxRows + 2,
    }) as unknown as typeof parsed;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw invalid(error.code === 'CSV_QUOTE_NOT_CLOSED' ? 'A quoted field is not closed' : error.message);
  }
  const [head, ...rest] = parsed;
  if (!head) throw invalid('The file has no header row');
  if (rest.length > maxRows) throw invalid(`The file has more than ${maxRows} rows; split it into smaller files`);
  if (!rest.length) throw invalid('The file has a header row but no rows under it');
  return {
    header: head.record.map((name) => name.trim()),
    // info.lines is the line a record ends on; a record spanning lines (a quoted newline) is named by its last line.
    records: rest.map(({ record, info }) => ({ line: info.lines, cells: record })),
    delimiter,
  };
}
