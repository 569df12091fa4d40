import type { ResolvedSession } from '@/lib/auth/resolve-session';
import { ForbiddenError } from '@/lib/core/errors';

type StudentSession = Extract<ResolvedSession, { role: 'student' }>;

/** The refusal's words: the API and the portal page say the same. */
export const familyMoneyRefusal =
  "Your family's invoices and payments are with the person who pays for your lessons: they see them when they sign in with their own e-mail.";

/**
 * Member isolation (issue 34, decision 0126): a member of a family signed in with their own e-mail
 * (no payer on the session) never sees the family's invoices or payments, their own included: the
 * payer pays, so the money is the payer's. FORBIDDEN with a clear message rather than an empty list,
 * so the portal can say where the invoices are. The payer's session, and a student outside any
 * family, pass.
 */
export function assertSeesFamilyMoney(session: StudentSession): void {
  if (session.student.familyId !== null && session.payer === null) throw new ForbiddenError(familyMoneyRefusal);
}

/** The same rule as a test, for pages that show or hide a money section. */
export const seesFamilyMoney = (session: StudentSession): boolean =>
  session.student.familyId === null || session.payer !== null;
