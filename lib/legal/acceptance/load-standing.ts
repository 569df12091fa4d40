import 'server-only';
import type { AcceptanceState, LegalDocumentType } from '@/generated/prisma/enums';
import { db, type Prisma } from '@/lib/core/db';
import { effectiveAcceptanceState } from './acceptance-state';
import { readHistory, type AcceptanceHistoryEntry } from './history';

export type Standing = {
  document: {
    id: string;
    title: string;
    type: LegalDocumentType;
    currentVersion: number;
    requiresAcceptance: boolean;
    /** The current version as published. */
    versionTitle: string;
    bodyMarkdown: string;
  };
  /** null: never sent to the student and not required at enrollment. */
  state: AcceptanceState | null;
  version: number | null;
  acceptedAt: Date | null;
  expiresAt: Date | null;
  history: AcceptanceHistoryEntry[];
};

/**
 * Where one student stands on each of the teacher's published documents (in display order): the
 * row of legal_acceptances read through effectiveAcceptanceState; without a row, `pending` when the
 * document requires acceptance (enrollment will ask for it) and null otherwise. Two queries.
 */
export async function loadStanding(
  { teacherId, studentId, now }: { teacherId: string; studentId: string; now: Date },
  client: Prisma.TransactionClient = db,
): Promise<Standing[]> {
  const documents = await client.legalDocument.findMany({
    where: { teacherId, state: 'published', currentVersion: { gt: 0 } },
    orderBy: [{ displayOrder: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      title: true,
      type: true,
      currentVersion: true,
      requiresAcceptance: true,
      versions: { orderBy: { version: 'desc' }, take: 1, select: { title: true, bodyMarkdown: true } },
      acceptances: {
        where: { teacherId, studentId },
        select: {
          state: true,
          acceptedAt: true,
          expiresAt: true,
          history: true,
          documentVersion: { select: { version: true } },
        },
      },
    },
  });
  return documents.flatMap(({ versions: [latest], acceptances: [row], ...document }) => {
    if (!latest) return [];
    const version = row?.documentVersion.version ?? null;
    return [
      {
        document: { ...document, versionTitle: latest.title, bodyMarkdown: latest.bodyMarkdown },
        state: row
          ? effectiveAcceptanceState(
              { state: row.state, version: version!, expiresAt: row.expiresAt },
              document.currentVersion,
              now,
            )
          : document.requiresAcceptance
            ? 'pending'
            : null,
        version,
        acceptedAt: row?.acceptedAt ?? null,
        expiresAt: row?.expiresAt ?? null,
        history: readHistory(row?.history),
      },
    ];
  });
}
