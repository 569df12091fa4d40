import 'server-only';
import type { Prisma } from '@/lib/core/db';
import type { ExistingStudent } from './student-changes';

const existingSelect = {
  id: true,
  email: true,
  name: true,
  phone: true,
  timezone: true,
  level: true,
  status: true,
  goals: true,
  notes: true,
  deletedAt: true,
  updatedAt: true,
  familyId: true,
  family: { select: { payerEmail: true } },
} satisfies Prisma.StudentSelect;

/** The teacher's students (deleted ones too) whose e-mail is one of `emails`, compared case-insensitively, by lower-cased e-mail. */
export async function existingStudentsByEmail(
  client: Prisma.TransactionClient,
  teacherId: string,
  emails: string[],
): Promise<Map<string, ExistingStudent>> {
  const found = new Map<string, ExistingStudent>();
  if (!emails.length) return found;
  const students = await client.student.findMany({
    where: { teacherId, email: { in: emails, mode: 'insensitive' } },
    select: existingSelect,
  });
  for (const { family, ...student } of students) {
    found.set(student.email.toLowerCase(), { ...student, familyPayerEmail: family?.payerEmail ?? null });
  }
  return found;
}
