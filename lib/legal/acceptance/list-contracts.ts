import 'server-only';
import type { AcceptanceState } from '@/generated/prisma/enums';
import { db, type Prisma } from '@/lib/core/db';
import { pageWindow, toPage, type Page } from '@/lib/core/pagination';
import { contractRowSelect, toContractRow } from './contract-row';
import type { TContractRow, TListContractsQuery } from './schemas';

/**
 * The `where` of an effective state (acceptance-state.ts): expiry is a matter of time, so `signed`
 * and `pending` exclude rows past their expiresAt and `expired` includes them. `outdated` is stored
 * when a new version is published.
 */
export function effectiveStateWhere(state: AcceptanceState, now: Date): Prisma.LegalAcceptanceWhereInput {
  const notExpired = { OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] };
  switch (state) {
    case 'signed':
    case 'pending':
      return { state, ...notExpired };
    case 'expired':
      return { OR: [{ state: 'expired' }, { state: { in: ['signed', 'pending'] }, expiresAt: { lte: now } }] };
    case 'outdated':
      return { state: 'outdated' };
  }
}

/** GET /api/teacher/settings/contracts: per student and document, newest change first. */
export async function listContracts({
  teacherId,
  query,
  now = new Date(),
}: {
  teacherId: string;
  query: TListContractsQuery;
  now?: Date;
}): Promise<Page<TContractRow>> {
  const where: Prisma.LegalAcceptanceWhereInput = {
    teacherId,
    student: { teacherId, deletedAt: null },
    ...(query.studentId ? { studentId: query.studentId } : {}),
    ...(query.documentId ? { documentId: query.documentId } : {}),
    ...(query.state ? { AND: [effectiveStateWhere(query.state, now)] } : {}),
  };
  const [rows, total] = await Promise.all([
    db.legalAcceptance.findMany({
      where,
      orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }],
      select: contractRowSelect,
      ...pageWindow(query),
    }),
    db.legalAcceptance.count({ where }),
  ]);
  return toPage(
    rows.map((row) => toContractRow(row, now)),
    total,
    query,
  );
}
