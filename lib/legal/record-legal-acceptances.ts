import 'server-only';
import type { Prisma } from '@/lib/core/db';
import type { RequestMeta } from '@/lib/core/request-meta';
import { historyJson } from './acceptance/history';

type RecordLegalAcceptances = {
  teacherId: string;
  studentId: string;
  /** Current versions the student accepts (checked by assertLegalAccepted). */
  documents: readonly { documentId: string; versionId: string; version: number }[];
  meta?: RequestMeta;
  now?: Date;
  /**
   * Keep the row's expiresAt (a signature in the portal honours the validity the teacher set when
   * sending it); enrollment clears it (default).
   */
  keepExpiry?: boolean;
  /** Who signed when not the student: a family's payer for a member (issue 34). NULL: the student. */
  signer?: { name: string; email: string } | null;
};

/**
 * Signs the given document versions for a student inside the caller's transaction: one row per
 * student and document (the table's unique key), state `signed`, and `{ state, at, version }`
 * appended to its history. The portal's signature (acceptance/sign-contract.ts) writes through here
 * too, so enrollment and portal leave the same records (decision 0042). One INSERT ... ON CONFLICT per document, so the append is atomic: two
 * concurrent enrollments of the same student both land in the history and neither fails on the key.
 */
export async function recordLegalAcceptances(
  tx: Prisma.TransactionClient,
  {
    teacherId,
    studentId,
    documents,
    meta,
    now = new Date(),
    keepExpiry = false,
    signer = null,
  }: RecordLegalAcceptances,
): Promise<void> {
  for (const document of documents) {
    const entry = historyJson('signed', now, document.version);
    await tx.$executeRaw`
      INSERT INTO "legal_acceptances" AS acceptance
        ("id", "teacherId", "studentId", "documentId", "documentVersionId", "state", "acceptedAt", "expiresAt",
         "history", "ipAddress", "userAgent", "signerName", "signerEmail", "createdAt", "updatedAt")
      VALUES
        (gen_random_uuid(), ${teacherId}::uuid, ${studentId}::uuid, ${document.documentId}::uuid,
         ${document.versionId}::uuid, 'signed', ${now}, NULL, ${entry}::jsonb,
         ${meta?.ipAddress ?? null}, ${meta?.userAgent?.slice(0, 512) ?? null},
         ${signer?.name ?? null}, ${signer?.email ?? null}, ${now}, ${now})
      ON CONFLICT ("studentId", "documentId") DO UPDATE SET
        "documentVersionId" = EXCLUDED."documentVersionId",
        "state" = 'signed',
        "acceptedAt" = EXCLUDED."acceptedAt",
        "expiresAt" = CASE WHEN ${keepExpiry} THEN acceptance."expiresAt" ELSE NULL END,
        "history" = acceptance."history" || EXCLUDED."history",
        "ipAddress" = EXCLUDED."ipAddress",
        "userAgent" = EXCLUDED."userAgent",
        "signerName" = EXCLUDED."signerName",
        "signerEmail" = EXCLUDED."signerEmail",
        "updatedAt" = EXCLUDED."updatedAt"`;
  }
}
