/**
 * Column layouts of the tools teachers leave (decision 0096): for each field, the headers that tool's
 * student export is known to use. Headers are compared loosely (case, spaces and punctuation ignored),
 * so "E-mail", "email" and "EMAIL " are one column. The preset whose headers the file matches best is
 * chosen; the teacher's mapping then overrides any field. Client-safe (the page shows the presets).
 */
import type { TImportMapping, TStudentImportField, TStudentImportPreset } from '../schemas';

type Aliases = Partial<Record<TStudentImportField, readonly string[]>>;

const common: Aliases = {
  name: ['Name', 'Full Name', 'Student Name', 'Student'],
  firstName: ['First Name', 'Firstname', 'Given Name', 'Student First Name'],
  lastName: ['Last Name', 'Lastname', 'Surname', 'Student Last Name'],
  email: ['Email', 'E-mail', 'Email Address', 'Student Email', 'Mail'],
  phone: ['Phone', 'Mobile', 'Mobile Phone', 'Telephone', 'Phone Number', 'Cell Phone'],
  timezone: ['Timezone', 'Time Zone'],
  level: ['Level', 'CEFR Level'],
  status: ['Status', 'Student Status'],
  goals: ['Goals', 'Goal'],
  notes: ['Notes', 'Note', 'Comments', 'Student Notes'],
  payer: ['Payer', 'Family', 'Family Name', 'Parent', 'Parent Name', 'Guardian', 'Billing Contact'],
  payerEmail: ['Payer Email', 'Payer E-mail', 'Parent Email', 'Family Email', 'Guardian Email', 'Billing Email'],
};

/** Headers specific to each tool, tried before the common ones. */
export const presetAliases: Record<TStudentImportPreset, Aliases> = {
  my_music_staff: {
    email: ['Student Email', 'Email'],
    phone: ['Student Mobile Phone', 'Mobile Phone', 'Home Phone'],
    status: ['Student Status', 'Status'],
    notes: ['Private Note', 'Note'],
    payer: ['Family', 'Parent 1 Name', 'Parent Name'],
    payerEmail: ['Parent 1 Email', 'Parent Email', 'Family Email'],
  },
  tutorbird: {
    email: ['Email Address', 'Email'],
    phone: ['Mobile Number', 'Phone Number'],
    status: ['Status'],
    notes: ['Student Notes', 'Notes'],
    payer: ['Family Name', 'Family', 'Parent/Guardian'],
    payerEmail: ['Parent Email', 'Family Email', 'Parent/Guardian Email'],
  },
  teachworks: {
    email: ['Email'],
    phone: ['Mobile Phone', 'Home Phone'],
    status: ['Status'],
    notes: ['Additional Notes', 'Notes'],
    payer: ['Customer', 'Customer Name', 'Family'],
    payerEmail: ['Customer Email', 'Family Email'],
  },
  generic: {},
};

/** Headers only that tool writes: the file holding one of them is that tool's. */
const signatures: Record<Exclude<TStudentImportPreset, 'generic'>, readonly string[]> = {
  my_music_staff: ['Student Status', 'Parent 1 Name', 'Student Mobile Phone', 'Private Note'],
  tutorbird: ['Family Name', 'Mobile Number', 'Parent/Guardian'],
  teachworks: ['Customer', 'Customer Name', 'Additional Notes'],
};

export const looseHeader = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

function find(columns: string[], candidates: readonly string[] | undefined): string | undefined {
  for (const candidate of candidates ?? []) {
    const found = columns.find((column) => looseHeader(column) === looseHeader(candidate));
    if (found) return found;
  }
  return undefined;
}

export function detectPreset(columns: string[]): TStudentImportPreset {
  let best: TStudentImportPreset = 'generic';
  let bestScore = 0;
  for (const [preset, headers] of Object.entries(signatures) as [TStudentImportPreset, readonly string[]][]) {
    const score = headers.filter((header) => find(columns, [header])).length;
    if (score > bestScore) [best, bestScore] = [preset, score];
  }
  return best;
}

/** The mapping a preset gives these columns, with the teacher's choices on top ("" unmaps a field). */
export function resolveMapping(
  columns: string[],
  preset: TStudentImportPreset,
  chosen: TImportMapping = {},
): TImportMapping {
  const mapping: TImportMapping = {};
  for (const field of Object.keys(common) as TStudentImportField[]) {
    const column = find(columns, presetAliases[preset][field]) ?? find(columns, common[field]);
    if (column) mapping[field] = column;
  }
  // A full name column wins over first/last only when the file has no first/last pair.
  if (mapping.firstName && mapping.name && !chosen.name) delete mapping.name;
  for (const [field, column] of Object.entries(chosen) as [TStudentImportField, string][]) {
    if (column) mapping[field] = column;
    else delete mapping[field];
  }
  return mapping;
}
