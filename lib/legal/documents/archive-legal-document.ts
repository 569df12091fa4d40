import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { getLegalDocument } from './get-legal-document';
import type { TLegalDocument } from './schemas';

/**
 * POST /api/teacher/settings/legal-documents/:id/archive: no longer shown to visitors nor asked at
 * enrollment; its versions and the signatures stay readable. Archiving an archived one changes nothing.
 */
export async function archiveLegalDocument({
  teacherId,
  documentId,
  meta,
}: {
  teacherId: string;
  documentId: string;
  meta?: RequestMeta;
}): Promise<TLegalDocument> {
  return transaction(async (tx) => {
    const row = await tx.legalDocument.findFirst({ where: { id: documentId, teacherId }, select: { state: true } });
    if (!row) throw new NotFoundError('Legal document');
    if (row.state !== 'archived') {
      await tx.legalDocument.update({ where: { id: documentId, teacherId }, data: { state: 'archived' } });
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'teacher', id: teacherId },
        action: 'legal_document.archive',
        entity: { type: 'legal_document', id: documentId },
        before: { state: row.state },
        after: { state: 'archived' },
        request: meta,
      });
    }
    return getLegalDocument({ teacherId, documentId }, tx);
  });
}
