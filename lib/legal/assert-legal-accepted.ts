import 'server-only';
import { db, type Prisma } from '@/lib/core/db';
import { BusinessRuleError } from '@/lib/core/errors';
import { listCurrentLegalDocuments } from './list-current-legal-documents';
import type { TCurrentLegalDocument } from './schemas';

type AssertLegalAccepted = {
  teacherId: string;
  /** The signed-in student, whose earlier signatures of a current version count; null for a visitor. */
  studentId: string | null;
  /** The versions the person ticked in this request. */
  acceptedVersionIds: readonly string[];
  now?: Date;
};

/**
 * Every current document that requires acceptance must be accepted: ticked now, or already signed by
 * the student at that very version (and not expired). Otherwise 422 LEGAL_NOT_ACCEPTED with one
 * `details` entry per missing document, its `message` being the version id to accept. A version
 * ticked that is no longer current does not count (the document changed under the visitor's eyes).
 * Returns the documents ticked now that the student has not signed yet: the ones to record.
 */
export async function assertLegalAccepted(
  { teacherId, studentId, acceptedVersionIds, now = new Date() }: AssertLegalAccepted,
  client: Prisma.TransactionClient = db,
): Promise<TCurrentLegalDocument[]> {
  const required = (await listCurrentLegalDocuments(teacherId, client)).filter((doc) => doc.requiresAcceptance);
  const alreadySigned = new Set(studentId ? await signedVersionIds(client, studentId, required, now) : []);
  const ticked = new Set(acceptedVersionIds);

  const missing = required.filter((doc) => !ticked.has(doc.versionId) && !alreadySigned.has(doc.versionId));
  if (missing.length) {
    throw new BusinessRuleError(
      'LEGAL_NOT_ACCEPTED',
      `Accept ${missing.map((doc) => `"${doc.title}"`).join(', ')} to continue`,
      missing.map((doc) => ({ path: 'acceptedDocumentVersionIds', message: doc.versionId })),
    );
  }
  return required.filter((doc) => ticked.has(doc.versionId) && !alreadySigned.has(doc.versionId));
}

async function signedVersionIds(
  client: Prisma.TransactionClient,
  studentId: string,
  documents: TCurrentLegalDocument[],
  now: Date,
) {
  if (!documents.length) return [];
  const signed = await client.legalAcceptance.findMany({
    where: {
      studentId,
      state: 'signed',
      documentVersionId: { in: documents.map((doc) => doc.versionId) },
      OR: [{ expiresAt: null }, { expiresAt: { gt: now } }],
    },
    select: { documentVersionId: true },
  });
  return signed.map((row) => row.documentVersionId);
}
