import 'server-only';
import type { PayerIdentity } from '@/lib/auth/resolve-session';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import type { TPayerFamily } from './schemas';

export type PayerSessionFacts = { teacherId: string; actingStudentId: string; payer: PayerIdentity | null };

/**
 * The family of a payer's session with its live members by name (issue 34). NOT_FOUND for any
 * other session: a member signed in with their own e-mail never learns of the family this way.
 */
export async function readPayerFamily({ teacherId, actingStudentId, payer }: PayerSessionFacts): Promise<TPayerFamily> {
  if (!payer) throw new NotFoundError('Family');
  const family = await db.family.findFirst({
    where: { id: payer.familyId, teacherId },
    select: {
      id: true,
      name: true,
      payerName: true,
      payerEmail: true,
      payerPhone: true,
      members: {
        where: { deletedAt: null },
        orderBy: [{ name: 'asc' }, { createdAt: 'asc' }],
        select: { id: true, name: true, isMinor: true },
      },
    },
  });
  if (!family) throw new NotFoundError('Family');
  return {
    id: family.id,
    name: family.name,
    payer: { name: family.payerName, email: family.payerEmail, phone: family.payerPhone },
    members: family.members.map((member) => ({ studentId: member.id, name: member.name, isMinor: member.isMinor })),
    actingStudentId,
  };
}
