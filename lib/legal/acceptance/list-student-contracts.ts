import 'server-only';
import type { AcceptanceState } from '@/generated/prisma/enums';
import type { Prisma } from '@/lib/core/db';
import { db } from '@/lib/core/db';
import { loadStanding, type Standing } from './load-standing';
import type { TStudentContract } from './schemas';

type StudentRef = { id: string; teacherId: string };

/** To act on first: what needs a signature, then what cannot be signed any more, then what is signed. */
const order: Record<AcceptanceState, number> = { pending: 0, outdated: 0, expired: 1, signed: 2 };

export function toStudentContract(standing: Standing & { state: AcceptanceState }): TStudentContract {
  return {
    documentId: standing.document.id,
    type: standing.document.type,
    title: standing.document.versionTitle,
    version: standing.document.currentVersion,
    bodyMarkdown: standing.document.bodyMarkdown,
    state: standing.state,
    signedVersion: standing.acceptedAt ? standing.version : null,
    acceptedAt: standing.acceptedAt?.toISOString() ?? null,
    expiresAt: standing.expiresAt?.toISOString() ?? null,
  };
}

/**
 * GET /api/student/contracts: the published documents of the student's teacher that the student must
 * sign or has signed (sent to them, signed at enrollment, or required of every student), at the
 * current version with its body; pending and outdated first, then in the teacher's display order.
 */
export async function listStudentContracts(
  { student, now = new Date() }: { student: StudentRef; now?: Date },
  client: Prisma.TransactionClient = db,
): Promise<{ data: TStudentContract[] }> {
  const standing = await loadStanding({ teacherId: student.teacherId, studentId: student.id, now }, client);
  const concerned = standing.filter((row): row is Standing & { state: AcceptanceState } => row.state !== null);
  return {
    data: concerned
      .map((row, index) => ({ row, index }))
      .sort((a, b) => order[a.row.state] - order[b.row.state] || a.index - b.index)
      .map(({ row }) => toStudentContract(row)),
  };
}
