/**
 * A small RFC 4180 reader for the review import (pure): quoted fields with doubled quotes, commas and
 * line breaks inside quotes, CRLF or LF, a UTF-8 BOM. A header row with no comma but a semicolon
 * is read as semicolon-separated (spreadsheets in many locales save it so). Cells are text as
 * written: nothing is evaluated, a leading = + - @ stays part of the text.
 */
import { ValidationError } from '@/lib/core/errors';

export type CsvTable = { header: string[]; records: string[][] };

function detectDelimiter(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  return !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
}

export function parseCsv(input: string): CsvTable {
  const text = input.replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(text);
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    // A blank line (one empty field) is no record.
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
  };
  while (i < text.length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        field += char;
      }
      i += 1;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) endField();
    else if (char === '\n') endRecord();
    else if (char === '\r') {
      if (text[i + 1] !== '\n') endRecord();
    } else field += char;
    i += 1;
  }
  if (quoted)
    throw new ValidationError('The CSV is not valid', [{ path: 'file', message: 'A quoted field is not closed' }]);
  if (field !== '' || record.length) endRecord();
  const [header, ...rest] = records;
  if (!header) throw new ValidationError('The CSV is empty', [{ path: 'file', message: 'The file has no header row' }]);
  return { header: header.map((name) => name.trim()), records: rest };
}
