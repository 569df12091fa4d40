import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';

/**
 * DELETE /api/teacher/settings/legal-documents/:id (decision 0042): a document never published
 * (version 0: nobody can have read or signed it) is deleted; one with versions is archived instead,
 * so that what students accepted stays readable. Answers which of the two happened.
 */
export async function deleteLegalDocument({
  teacherId,
  documentId,
  meta,
}: {
  teacherId: string;
  documentId: string;
  meta?: RequestMeta;
}): Promise<{ outcome: 'deleted' | 'archived' }> {
  return transaction(async (tx) => {
    const row = await tx.legalDocument.findFirst({
      where: { id: documentId, teacherId },
      select: { state: true, currentVersion: true, title: true, type: true },
    });
    if (!row) throw new NotFoundError('Legal document');
    const outcome = row.currentVersion === 0 ? 'deleted' : 'archived';
    if (outcome === 'deleted') await tx.legalDocument.delete({ where: { id: documentId, teacherId } });
    else await tx.legalDocument.update({ where: { id: documentId, teacherId }, data: { state: 'archived' } });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: outcome === 'deleted' ? 'legal_document.delete' : 'legal_document.archive',
      entity: { type: 'legal_document', id: documentId },
      before: { state: row.state, title: row.title, type: row.type },
      request: meta,
    });
    return { outcome };
  });
}
