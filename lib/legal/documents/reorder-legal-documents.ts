import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { listLegalDocuments } from './list-legal-documents';
import type { TLegalDocument } from './schemas';

/**
 * POST /api/teacher/settings/legal-documents/reorder: each listed document gets its index as
 * displayOrder. Every id must be the teacher's (else 404, nothing changes).
 */
export async function reorderLegalDocuments({
  teacherId,
  documentIds,
  meta,
}: {
  teacherId: string;
  documentIds: string[];
  meta?: RequestMeta;
}): Promise<{ data: TLegalDocument[] }> {
  await transaction(async (tx) => {
    const owned = await tx.legalDocument.count({ where: { teacherId, id: { in: documentIds } } });
    if (owned !== documentIds.length) throw new NotFoundError('Legal document');
    for (const [displayOrder, id] of documentIds.entries()) {
      await tx.legalDocument.update({ where: { id, teacherId }, data: { displayOrder } });
    }
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'legal_document.reorder',
      entity: { type: 'legal_document', id: null },
      metadata: { documentIds },
      request: meta,
    });
  });
  return listLegalDocuments({ teacherId });
}
