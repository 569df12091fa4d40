/**
 * The review import's CSV reader (pure), on csv-parse (the sibling of the csv-stringify our exports
 * use): RFC 4180 quoting, CRLF, LF or CR (mixed in one file too), a UTF-8 BOM, blank lines skipped. A header row with no comma
 * but a semicolon is read as semicolon-separated (spreadsheets in many locales save it so). Cells are
 * text as written: nothing is evaluated, a leading = + - @ stays part of the text. Rows may have
 * fewer or more cells than the header: the row checks report that per row, not as a broken file.
 */
import { CsvError, parse } from 'csv-parse/sync';
import { ValidationError } from '@/lib/core/errors';

export type CsvTable = { header: string[]; records: string[][] };

function detectDelimiter(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  return !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
}

const invalidCsv = (message: string) => new ValidationError('The CSV is not valid', [{ path: 'file', message }]);

export function parseCsv(input: string): CsvTable {
  const text = input.replace(/^\uFEFF/, '');
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: detectDelimiter(text),
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw invalidCsv(error.code === 'CSV_QUOTE_NOT_CLOSED' ? 'A quoted field is not closed' : error.message);
  }
  const [header, ...rest] = records;
  if (!header) throw new ValidationError('The CSV is empty', [{ path: 'file', message: 'The file has no header row' }]);
  return { header: header.map((name) => name.trim()), records: rest };
}
