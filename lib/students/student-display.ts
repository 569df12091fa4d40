import type { Prisma } from '@/lib/core/db';

export const deletedStudentName = 'Deleted student';

/** What session queries select of a student to show them (pass it as `student: { select }`). */
export const studentDisplaySelect = {
  id: true,
  name: true,
  email: true,
  phone: true,
  deletedAt: true,
  anonymizedAt: true,
} as const satisfies Prisma.StudentSelect;

type StudentForDisplay = {
  id: string;
  name: string;
  email: string;
  phone?: string | null;
  deletedAt: Date | null;
  anonymizedAt?: Date | null;
};

export type StudentDisplay = { id: string; name: string; email: string | null; phone: string | null; deleted: boolean };

/**
 * A student as session queries show them. A deleted (or erased) student keeps their id, so the
 * session still links to its history, but loses name, e-mail and phone (spec: "Soft-deleted
 * students have their personal data stripped in session queries").
 */
export function displayStudent(student: StudentForDisplay): StudentDisplay;
export function displayStudent(student: StudentForDisplay | null): StudentDisplay | null;
export function displayStudent(student: StudentForDisplay | null): StudentDisplay | null {
  if (!student) return null;
  if (student.deletedAt || student.anonymizedAt) {
    return { id: student.id, name: deletedStudentName, email: null, phone: null, deleted: true };
  }
  return { id: student.id, name: student.name, email: student.email, phone: student.phone ?? null, deleted: false };
}
