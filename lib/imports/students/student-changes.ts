/**
 * What an imported row changes on an existing student (pure): only the fields the file fills, and
 * only where they differ, so a re-import of the same file changes nothing ("skip"). A deleted student
 * with the e-mail is brought back (as creating the student by hand does).
 */
import type { StudentValues } from './student-rows';

export const restorableStudentFields = [
  'name',
  'phone',
  'timezone',
  'level',
  'status',
  'goals',
  'notes',
  'deletedAt',
  'familyId',
] as const;
type Restorable = (typeof restorableStudentFields)[number];
export type StudentSnapshot = Record<Restorable, string | null>;

export type ExistingStudent = {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  timezone: string;
  level: string | null;
  status: string;
  goals: string | null;
  notes: string | null;
  deletedAt: Date | null;
  updatedAt: Date;
  familyId: string | null;
  /** The payer e-mail of the family the student is in, if any. */
  familyPayerEmail: string | null;
};

export function snapshotOf(student: ExistingStudent): StudentSnapshot {
  return {
    name: student.name,
    phone: student.phone,
    timezone: student.timezone,
    level: student.level,
    status: student.status,
    goals: student.goals,
    notes: student.notes,
    deletedAt: student.deletedAt?.toISOString() ?? null,
    familyId: student.familyId,
  };
}

export function studentChanges(existing: ExistingStudent, values: StudentValues): Partial<StudentSnapshot> {
  const changes: Partial<StudentSnapshot> = {};
  for (const field of ['name', 'phone', 'timezone', 'level', 'status', 'goals', 'notes'] as const) {
    const value = values[field];
    if (value !== null && value !== existing[field]) changes[field] = value;
  }
  if (existing.deletedAt) changes.deletedAt = null;
  return changes;
}

/**
 * Whether the row puts a student who is in no family into its payer's family. A student already in
 * a family stays there: a student belongs to one family at most, moved on the family page, not by a file.
 */
export function joinsFamily(existing: ExistingStudent | undefined, values: StudentValues): boolean {
  return Boolean(values.payerEmail) && !existing?.familyId;
}

/** The row names a payer other than the one of the family the student is already in. */
export function inAnotherFamily(existing: ExistingStudent | undefined, values: StudentValues): boolean {
  return Boolean(values.payerEmail && existing?.familyId && existing.familyPayerEmail !== values.payerEmail);
}
