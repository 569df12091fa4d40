import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { Prisma } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { eraseStudentWithin } from './erase-student';
import type { ErasureActor, ErasureReport } from './erasure-report';
import { redactAuditEntries } from './redact-audit-entries';
import { deleteMessageCopies, identityPattern } from './scrub-identity';

/** What erasing a family removed of the payer (issue 34): counts only, never a name or an address. */
export type PayerErasureCounts = {
  /** The family record with the payer's name, e-mail, phone and processor customer: 1. */
  family: number;
  /** The payer's sign-ins and unused sign-in links. */
  signIns: number;
  /** Copies of e-mails to the payer or naming them. */
  emails: number;
  /** Audit entries whose free text named the payer, redacted. */
  auditEntries: number;
};

export type FamilyErasureReport = {
  payer: PayerErasureCounts;
  /** Every member's own erasure report (as eraseStudent answers it). */
  members: { studentId: string; report: ErasureReport }[];
  erasedAt: string;
};

type EraseFamily = { teacherId: string; familyId: string; actor: ErasureActor; meta?: RequestMeta; now?: Date };

/**
 * Erases a whole family of the teacher in ONE transaction: every member (deleted ones included) as
 * eraseStudent erases one student, then the payer: copies of e-mails to them, audit entries naming
 * them, their sign-ins and links, and the family record itself (name, payer's name, e-mail, phone,
 * processor customer). Issued invoices keep the payer's name only as the member erasure keeps them
 * (a legal obligation). The report names what was removed, per member and for the payer, and is
 * audited as `family.erase`. Another teacher's family (or one already erased) is a 404.
 */
export async function eraseFamily({ teacherId, familyId, actor, meta, now = new Date() }: EraseFamily) {
  return transaction(
    async (tx): Promise<FamilyErasureReport> => {
      const family = await lockFamily(tx, teacherId, familyId);
      const members = await tx.student.findMany({
        where: { teacherId, familyId },
        orderBy: { id: 'asc' },
        select: { id: true },
      });
      const memberReports = [];
      for (const member of members) {
        const report = await eraseStudentWithin(tx, { teacherId, studentId: member.id, actor, meta, now });
        memberReports.push({ studentId: member.id, report });
      }
      const scope = { teacherId, studentId: familyId, now };
      const identity = { name: family.payerName, email: family.payerEmail, phone: family.payerPhone };
      const pattern = identityPattern(identity);
      const emails = pattern ? await deleteMessageCopies(tx, scope, identity, pattern) : 0;
      const auditEntries = pattern ? await redactAuditEntries(tx, scope, pattern) : 0;
      const signIns =
        (await tx.authSession.deleteMany({ where: { familyId } })).count +
        (await tx.magicLinkToken.deleteMany({ where: { familyId, usedAt: null } })).count;
      const removed = (await tx.family.deleteMany({ where: { id: familyId, teacherId } })).count;
      const payer: PayerErasureCounts = { family: removed, signIns, emails, auditEntries };
      await recordAudit(tx, {
        teacherId,
        actor,
        action: 'family.erase',
        entity: { type: 'family', id: familyId },
        metadata: { payer, members: memberReports.map((member) => member.studentId) },
        request: meta,
      });
      return { payer, members: memberReports, erasedAt: now.toISOString() };
    },
    { timeout: 120_000 },
  );
}

/** The row lock makes a second erasure (or a member added meanwhile) wait for this one. */
async function lockFamily(tx: Prisma.TransactionClient, teacherId: string, familyId: string) {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "families" WHERE "id" = ${familyId}::uuid AND "teacherId" = ${teacherId}::uuid FOR UPDATE`;
  if (!locked.length) throw new NotFoundError('Family');
  return tx.family.findUniqueOrThrow({
    where: { id: familyId },
    select: { payerName: true, payerEmail: true, payerPhone: true },
  });
}
