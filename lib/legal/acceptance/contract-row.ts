import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { effectiveAcceptanceState } from './acceptance-state';
import { readHistory } from './history';
import type { TContractRow } from './schemas';

export const contractRowSelect = {
  id: true,
  state: true,
  acceptedAt: true,
  expiresAt: true,
  history: true,
  updatedAt: true,
  student: { select: { id: true, name: true } },
  document: { select: { id: true, title: true, type: true, currentVersion: true } },
  documentVersion: { select: { version: true } },
} satisfies Prisma.LegalAcceptanceSelect;

type ContractRowData = Prisma.LegalAcceptanceGetPayload<{ select: typeof contractRowSelect }>;

export function toContractRow(row: ContractRowData, now: Date): TContractRow {
  const version = row.documentVersion.version;
  return {
    id: row.id,
    student: row.student,
    document: row.document,
    state: effectiveAcceptanceState(
      { state: row.state, version, expiresAt: row.expiresAt },
      row.document.currentVersion,
      now,
    ),
    version,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    history: readHistory(row.history),
    updatedAt: row.updatedAt.toISOString(),
  };
}
