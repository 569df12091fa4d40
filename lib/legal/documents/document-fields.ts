import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import type { TLegalDocument } from './schemas';

/** The working copy plus its latest version (to tell whether anything changed since). */
export const documentSelect = {
  id: true,
  type: true,
  title: true,
  bodyMarkdown: true,
  state: true,
  displayOrder: true,
  currentVersion: true,
  requiresAcceptance: true,
  createdAt: true,
  updatedAt: true,
  versions: { orderBy: { version: 'desc' }, take: 1, select: { title: true, bodyMarkdown: true } },
} satisfies Prisma.LegalDocumentSelect;

export type DocumentRow = Prisma.LegalDocumentGetPayload<{ select: typeof documentSelect }>;
type Counts = TLegalDocument['acceptanceCounts'];

const noCounts = (): Counts => ({ signed: 0, pending: 0, expired: 0, outdated: 0 });

/** Nothing to publish when the working title and body equal the latest version's. */
export const hasUnpublishedChanges = (row: Pick<DocumentRow, 'title' | 'bodyMarkdown' | 'versions'>) => {
  const latest = row.versions[0];
  return !latest || latest.title !== row.title || latest.bodyMarkdown !== row.bodyMarkdown;
};

export function toLegalDocument({ versions, ...row }: DocumentRow, counts?: Counts): TLegalDocument {
  return {
    ...row,
    hasUnpublishedChanges: hasUnpublishedChanges({ ...row, versions }),
    acceptanceCounts: counts ?? noCounts(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Acceptances per document and effective state (acceptance-state.ts in SQL: a signature past its
 * expiry, or a request past it, counts as expired), in one grouped query for the given documents.
 */
export async function acceptanceCounts(
  teacherId: string,
  documentIds: string[],
  now: Date,
  client: Prisma.TransactionClient = db,
): Promise<Map<string, Counts>> {
  const byDocument = new Map(documentIds.map((id) => [id, noCounts()]));
  if (!documentIds.length) return byDocument;
  const rows = await client.$queryRaw<{ documentId: string; state: keyof Counts; count: number }[]>`
    SELECT a."documentId",
           CASE WHEN a."state" IN ('signed', 'pending') AND a."expiresAt" <= ${now} THEN 'expired'
                ELSE a."state"::text END AS "state",
           COUNT(*)::int AS "count"
      FROM "legal_acceptances" a
      JOIN "students" s ON s."id" = a."studentId" AND s."deletedAt" IS NULL
     WHERE a."teacherId" = ${teacherId}::uuid
       AND a."documentId" IN (${Prisma.join(documentIds.map((id) => Prisma.sql`${id}::uuid`))})
     GROUP BY 1, 2`;
  for (const row of rows) byDocument.get(row.documentId)![row.state] += row.count;
  return byDocument;
}
