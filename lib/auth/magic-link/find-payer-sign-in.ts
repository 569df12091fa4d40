import 'server-only';
import { db } from '@/lib/core/db';

export type PayerSignIn = { teacherId: string; familyId: string; studentId: string | null };

/**
 * The family whose payer signs in with `email` at the teacher of `teacherSlug`, and the member they
 * start acting for: the payer's own student record when the payer is a member too, else the first
 * member by name; `studentId` null for a family without members (no link is sent then). One query.
 * `email` is already trimmed and lower-cased, like `Family.payerEmail`.
 */
export async function findPayerSignIn(email: string, teacherSlug: string): Promise<PayerSignIn | null> {
  const family = await db.family.findFirst({
    where: { payerEmail: email, teacher: { slug: teacherSlug, deletedAt: null } },
    select: {
      id: true,
      teacherId: true,
      members: {
        where: { deletedAt: null },
        orderBy: [{ name: 'asc' }, { createdAt: 'asc' }],
        select: { id: true, email: true },
      },
    },
  });
  if (!family) return null;
  const own = family.members.find((member) => member.email.toLowerCase() === email);
  const first = own ?? family.members[0];
  return { teacherId: family.teacherId, familyId: family.id, studentId: first?.id ?? null };
}
