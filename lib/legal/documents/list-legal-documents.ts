import 'server-only';
import { db } from '@/lib/core/db';
import type { LegalDocumentType } from '@/generated/prisma/enums';
import { acceptanceCounts, documentSelect, toLegalDocument } from './document-fields';
import type { TLegalDocument } from './schemas';

/** GET /api/teacher/settings/legal-documents: the teacher's documents in display order, any state. */
export async function listLegalDocuments({
  teacherId,
  type,
  now = new Date(),
}: {
  teacherId: string;
  type?: LegalDocumentType;
  now?: Date;
}): Promise<{ data: TLegalDocument[] }> {
  const rows = await db.legalDocument.findMany({
    where: { teacherId, ...(type ? { type } : {}) },
    orderBy: [{ displayOrder: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
    select: documentSelect,
    take: 500,
  });
  const counts = await acceptanceCounts(
    teacherId,
    rows.map((row) => row.id),
    now,
  );
  return { data: rows.map((row) => toLegalDocument(row, counts.get(row.id))) };
}
