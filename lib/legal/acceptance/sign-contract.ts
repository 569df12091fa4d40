import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { ConflictError, ForbiddenError, NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { recordLegalAcceptances } from '../record-legal-acceptances';
import { listStudentContracts } from './list-student-contracts';
import type { TStudentContract } from './schemas';

type StudentRef = { id: string; teacherId: string; familyId?: string | null; isMinor?: boolean };

/** The family's payer signing for a member (issue 34): recorded as the signer. */
export type ContractSigner = { name: string; email: string };

/**
 * POST /api/student/contracts/:documentId/sign (disabled while impersonating, in the contract). The
 * student signs the current version of a published document of their teacher (another teacher's, a
 * draft or an archived one: 404): `version` must be the current one, else 409 CONFLICT (the document
 * changed since it was read). A request or signature past its expiresAt cannot be signed (409
 * INVALID_STATE: the teacher sends it again). Signing what is already signed at this version answers
 * it unchanged. The row, its history entry, IP and user agent are written by recordLegalAcceptances,
 * as at enrollment; the audit entry `legal_acceptance.sign` commits with them. A family's payer signs
 * for a member (`signer`, stored as signerName/signerEmail); a minor of a family cannot sign alone
 * (403): the payer accepts contracts and policies for a minor (issue 34).
 */
export async function signContract({
  student,
  documentId,
  version,
  meta,
  signer = null,
  now = new Date(),
}: {
  student: StudentRef;
  /** Set when a family's payer signs for the member (their session acts for the member). */
  signer?: ContractSigner | null;
  documentId: string;
  version: number;
  meta?: RequestMeta;
  now?: Date;
}): Promise<TStudentContract> {
  // A minor of a family does not sign: the payer does, from their own session (issue 34).
  if (student.isMinor && student.familyId && !signer) {
    throw new ForbiddenError(
      'The person who pays for your lessons signs this for you: ask them to sign in and sign it',
    );
  }
  return transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ currentVersion: number }[]>`
      SELECT "currentVersion" FROM "legal_documents"
       WHERE "id" = ${documentId}::uuid AND "teacherId" = ${student.teacherId}::uuid AND "state" = 'published'
         FOR SHARE`;
    const currentVersion = locked[0]?.currentVersion;
    if (!currentVersion) throw new NotFoundError('Legal document');
    if (version !== currentVersion) {
      throw new ConflictError(`This document is now at version ${currentVersion}: read it again before signing`);
    }
    // One connection serves a transaction: its statements go one after another (pg 9 refuses overlapping ones).
    const current = await tx.legalDocumentVersion.findUniqueOrThrow({
      where: { documentId_version: { documentId, version } },
      select: { id: true },
    });
    const existing = await tx.legalAcceptance.findFirst({
      where: { teacherId: student.teacherId, studentId: student.id, documentId },
      select: { state: true, expiresAt: true, documentVersionId: true },
    });
    const mine = async () => {
      const { data } = await listStudentContracts({ student, now }, tx);
      return data.find((contract) => contract.documentId === documentId)!;
    };
    if (existing?.expiresAt && existing.expiresAt <= now) {
      throw new ConflictError('This request has expired: ask your teacher to send it again', 'INVALID_STATE');
    }
    if (existing?.state === 'signed' && existing.documentVersionId === current.id) return mine();

    await recordLegalAcceptances(tx, {
      teacherId: student.teacherId,
      studentId: student.id,
      documents: [{ documentId, versionId: current.id, version }],
      meta,
      now,
      keepExpiry: true,
      signer,
    });
    await recordAudit(tx, {
      teacherId: student.teacherId,
      actor: { type: 'student', id: student.id },
      action: 'legal_acceptance.sign',
      entity: { type: 'legal_document', id: documentId },
      metadata: { version, ...(signer ? { signedByPayer: true } : {}) },
      request: meta,
    });
    return mine();
  });
}
