import 'server-only';
import type { Prisma } from '@/lib/core/db';
import type { RequestMeta } from '@/lib/core/request-meta';
import { recordLegalAcceptances } from './record-legal-acceptances';

type RecordPayerAcceptances = {
  teacherId: string;
  /** The minor the payer booked for (a member of the payer's family). */
  studentId: string;
  /** The current versions the payer ticked at the public booking. */
  documents: readonly { documentId: string; versionId: string; version: number }[];
  /** The payer as the booking names them (the signed-in payer, or the name and address typed). */
  payer: { name: string; email: string };
  meta?: RequestMeta;
  now?: Date;
};

/**
 * The payer's signature for a minor at a public booking (issue 34, part 4; decision 0160): the ticked
 * contracts and policies are recorded for the learner with the payer as signer (`signerName`,
 * `signerEmail`), inside the booking's transaction. A version the learner already holds signed is
 * left as it is: a public form proves nobody's address, so a later booking cannot rewrite who signed
 * (or when) a document that stands signed; a new version, or a document never signed, is recorded.
 * Returns the versions recorded.
 */
export async function recordPayerAcceptances(
  tx: Prisma.TransactionClient,
  { teacherId, studentId, documents, payer, meta, now = new Date() }: RecordPayerAcceptances,
): Promise<string[]> {
  if (!documents.length) return [];
  const standing = await tx.legalAcceptance.findMany({
    where: {
      teacherId,
      studentId,
      state: 'signed',
      documentVersionId: { in: documents.map((doc) => doc.versionId) },
    },
    select: { documentVersionId: true },
  });
  const signed = new Set(standing.map((row) => row.documentVersionId));
  const fresh = documents.filter((doc) => !signed.has(doc.versionId));
  await recordLegalAcceptances(tx, {
    teacherId,
    studentId,
    documents: fresh,
    meta,
    now,
    signer: { name: payer.name, email: payer.email },
  });
  return fresh.map((doc) => doc.versionId);
}
