import 'server-only';
import type { Prisma } from '@/lib/core/db';
import type { StudentLevel, StudentStatus } from '@/generated/prisma/enums';
import type { RowOutcome } from '../write-row-outcomes';
import { existingStudentsByEmail } from './existing-students';
import { familiesForImportedRows } from './import-families';
import { joinsFamily, snapshotOf, studentChanges } from './student-changes';
import type { StudentValues } from './student-rows';

type Row = { line: number; values: StudentValues };

/**
 * Writes the valid rows of a students import inside the caller's transaction. Matching is done again
 * here, not trusted from the preview: a student added since the preview is updated, never duplicated.
 * New students get no welcome e-mail (decision 0096) and a `first_contact` event marked `imported`.
 * A row with a payer e-mail puts a student who is in no family into that payer's family (issue 34).
 */
export async function commitStudentRows(
  tx: Prisma.TransactionClient,
  { teacherId, importId, rows }: { teacherId: string; importId: string; rows: Row[] },
): Promise<RowOutcome[]> {
  const teacher = await tx.teacher.findUniqueOrThrow({ where: { id: teacherId }, select: { timezone: true } });
  const existing = await existingStudentsByEmail(
    tx,
    teacherId,
    rows.map((row) => row.values.email!),
  );
  const families = await familiesForImportedRows(tx, { teacherId, importId, rows });
  const familyOf = (values: StudentValues) => (values.payerEmail ? (families.get(values.payerEmail) ?? null) : null);
  const outcomes: RowOutcome[] = [];
  const toCreate: Row[] = [];
  for (const row of rows) {
    const match = existing.get(row.values.email!);
    if (!match) {
      toCreate.push(row);
      continue;
    }
    const changes = studentChanges(match, row.values);
    if (joinsFamily(match, row.values)) changes.familyId = familyOf(row.values);
    if (!Object.keys(changes).length) {
      outcomes.push({ line: row.line, action: 'skip', entityId: match.id, before: null, appliedAt: null });
      continue;
    }
    const updated = await tx.student.update({
      where: { id: match.id },
      data: {
        name: changes.name ?? undefined,
        phone: changes.phone,
        timezone: changes.timezone ?? undefined,
        level: changes.level as StudentLevel | undefined,
        status: changes.status as StudentStatus | undefined,
        goals: changes.goals,
        notes: changes.notes,
        deletedAt: changes.deletedAt === null ? null : undefined,
        familyId: changes.familyId ?? undefined,
      },
      select: { updatedAt: true },
    });
    outcomes.push({
      line: row.line,
      action: 'update',
      entityId: match.id,
      before: snapshotOf(match),
      appliedAt: updated.updatedAt,
    });
  }

  const created = await tx.student.createManyAndReturn({
    data: toCreate.map(({ values }) => ({
      teacherId,
      name: values.name!,
      email: values.email!,
      phone: values.phone,
      timezone: values.timezone ?? teacher.timezone,
      level: values.level as StudentLevel | null,
      status: (values.status as StudentStatus | null) ?? 'active',
      goals: values.goals,
      notes: values.notes,
      familyId: familyOf(values),
    })),
    select: { id: true, email: true, updatedAt: true },
  });
  const createdByEmail = new Map(created.map((student) => [student.email, student]));
  await tx.studentLifecycleEvent.createMany({
    data: created.map((student) => ({
      teacherId,
      studentId: student.id,
      type: 'first_contact' as const,
      metadata: { source: 'imported' },
    })),
    skipDuplicates: true,
  });
  for (const row of toCreate) {
    const student = createdByEmail.get(row.values.email!)!;
    outcomes.push({
      line: row.line,
      action: 'create',
      entityId: student.id,
      before: null,
      appliedAt: student.updatedAt,
    });
  }
  return outcomes;
}
