import 'server-only';
import type { Prisma } from '@/lib/core/db';
import type { StudentValues } from './student-rows';

/**
 * The family of each payer e-mail the rows name (issue 34, from the payer column): the teacher's
 * existing family with that payer, else one made now and marked with the import, so that its undo
 * can take it back. Two queries whatever the number of rows. The family is named after the payer
 * column (often the family name in the tools teachers come from), else the payer's e-mail.
 */
export async function familiesForImportedRows(
  tx: Prisma.TransactionClient,
  { teacherId, importId, rows }: { teacherId: string; importId: string; rows: { values: StudentValues }[] },
): Promise<Map<string, string>> {
  const payers = new Map<string, string | null>();
  for (const { values } of rows) {
    if (values.payerEmail && !payers.get(values.payerEmail)) payers.set(values.payerEmail, values.payer);
  }
  const familyIds = new Map<string, string>();
  if (!payers.size) return familyIds;
  const existing = await tx.family.findMany({
    where: { teacherId, payerEmail: { in: [...payers.keys()] } },
    select: { id: true, payerEmail: true },
  });
  for (const family of existing) familyIds.set(family.payerEmail, family.id);
  const created = await tx.family.createManyAndReturn({
    data: [...payers]
      .filter(([payerEmail]) => !familyIds.has(payerEmail))
      .map(([payerEmail, payer]) => ({
        teacherId,
        importId,
        name: payer ?? payerEmail,
        payerName: payer ?? payerEmail,
        payerEmail,
      })),
    select: { id: true, payerEmail: true },
  });
  for (const family of created) familyIds.set(family.payerEmail, family.id);
  return familyIds;
}
