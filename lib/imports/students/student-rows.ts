/**
 * Each CSV record as the student it describes, with its problems (pure): the mapping picks the cells,
 * values are trimmed and normalised (e-mail in lower case, status and level words to our values), and
 * every problem is one `{ field, message }` so the page shows it next to the row. A second row with
 * the same e-mail is an error: one student per e-mail.
 */
import { z } from 'zod';
import { maxStudentTextLength } from '@/lib/students/schemas';
import { ZTimeZone } from '@/lib/core/time-schemas';
import type { TableRecord } from '../parse-table';
import type { TImportMapping, TImportRowError, TStudentImportField } from '../schemas';

export type StudentValues = {
  name: string | null;
  email: string | null;
  phone: string | null;
  timezone: string | null;
  level: string | null;
  status: string | null;
  goals: string | null;
  notes: string | null;
  payer: string | null;
  /** With a payer e-mail the student joins that payer's family (issue 34), made if none exists. */
  payerEmail: string | null;
};

export type CheckedStudentRow = { line: number; values: StudentValues; errors: TImportRowError[] };

const statusWords: Record<string, 'active' | 'inactive' | 'trial'> = {
  active: 'active',
  current: 'active',
  enrolled: 'active',
  inactive: 'inactive',
  archived: 'inactive',
  former: 'inactive',
  stopped: 'inactive',
  trial: 'trial',
  lead: 'trial',
  prospect: 'trial',
  waiting: 'trial',
  waitlist: 'trial',
};

const ZEmail = z.email();
const levels = new Set(['A1', 'A2', 'B1', 'B2', 'C1', 'C2']);

function cellReader(header: string[], mapping: TImportMapping) {
  const indexes = new Map<TStudentImportField, number>();
  for (const [field, column] of Object.entries(mapping) as [TStudentImportField, string][]) {
    const index = header.indexOf(column);
    if (index >= 0) indexes.set(field, index);
  }
  return (cells: string[], field: TStudentImportField): string | null => {
    const index = indexes.get(field);
    const value = index === undefined ? undefined : cells[index]?.trim();
    return value ? value : null;
  };
}

function checkOne(values: StudentValues, errors: TImportRowError[]) {
  const tooLong = (field: keyof StudentValues, max: number) => {
    if ((values[field]?.length ?? 0) > max) errors.push({ field, message: `At most ${max} characters` });
  };
  if (!values.name) errors.push({ field: 'name', message: 'Give the student a name' });
  if (!values.email) errors.push({ field: 'email', message: 'Give an e-mail address' });
  else if (values.email.length > 254 || !ZEmail.safeParse(values.email).success) {
    errors.push({ field: 'email', message: 'Enter a valid e-mail address' });
  }
  tooLong('name', 200);
  tooLong('phone', 40);
  tooLong('goals', maxStudentTextLength);
  tooLong('notes', maxStudentTextLength);
  tooLong('payer', 200);
  if (values.payerEmail && (values.payerEmail.length > 254 || !ZEmail.safeParse(values.payerEmail).success)) {
    errors.push({ field: 'payerEmail', message: 'Enter a valid e-mail address for the payer' });
  }
  if (values.timezone && !ZTimeZone.safeParse(values.timezone).success) {
    errors.push({ field: 'timezone', message: 'Use a time zone name such as Europe/Paris' });
  }
  if (values.level && !levels.has(values.level)) errors.push({ field: 'level', message: 'Use a level from A1 to C2' });
  if (values.status && !['active', 'inactive', 'trial'].includes(values.status)) {
    errors.push({ field: 'status', message: 'Use active, inactive or trial' });
  }
}

export function checkStudentRows(
  header: string[],
  records: TableRecord[],
  mapping: TImportMapping,
): CheckedStudentRow[] {
  const cell = cellReader(header, mapping);
  const firstLineOfEmail = new Map<string, number>();
  return records.map(({ line, cells }) => {
    const fullName =
      cell(cells, 'name') ?? ([cell(cells, 'firstName'), cell(cells, 'lastName')].filter(Boolean).join(' ') || null);
    const status = cell(cells, 'status');
    const values: StudentValues = {
      name: fullName,
      email: cell(cells, 'email')?.toLowerCase() ?? null,
      phone: cell(cells, 'phone'),
      timezone: cell(cells, 'timezone'),
      level: cell(cells, 'level')?.toUpperCase() ?? null,
      status: status ? (statusWords[status.toLowerCase()] ?? status) : null,
      goals: cell(cells, 'goals'),
      notes: cell(cells, 'notes'),
      payer: cell(cells, 'payer'),
      payerEmail: cell(cells, 'payerEmail')?.toLowerCase() ?? null,
    };
    const errors: TImportRowError[] = [];
    checkOne(values, errors);
    if (values.email) {
      const earlier = firstLineOfEmail.get(values.email);
      if (earlier !== undefined) errors.push({ field: 'email', message: `Line ${earlier} already has this e-mail` });
      else firstLineOfEmail.set(values.email, line);
    }
    return { line, values, errors };
  });
}
