import 'server-only';
import { db, type Prisma } from '@/lib/core/db';
import { generateMagicLinkToken, hashMagicLinkToken, magicLinkLifetimeMinutes } from './magic-link-token';

export type IssueMagicLinkTokenInput = {
  teacherId: string;
  studentId: string;
  /** Where to continue after sign-in; a same-site path, checked by the caller's schema. */
  redirectTo?: string | null;
  /** A family's payer: the link signs them in acting for `studentId`, a member of this family (issue 34). */
  familyId?: string | null;
};

/**
 * Stores the hash of a fresh token bound to one student record of one teacher, valid 15 minutes,
 * and returns the raw token: the only copy, which goes into the e-mail and nowhere else.
 */
export async function issueMagicLinkToken(
  { teacherId, studentId, redirectTo = null, familyId = null }: IssueMagicLinkTokenInput,
  now = new Date(),
  client: Prisma.TransactionClient = db,
) {
  const token = generateMagicLinkToken();
  const expiresAt = new Date(now.getTime() + magicLinkLifetimeMinutes * 60_000);
  await client.magicLinkToken.create({
    data: { teacherId, studentId, familyId, tokenHash: hashMagicLinkToken(token), redirectTo, expiresAt },
  });
  return { token, expiresAt };
}
