import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { getLegalDocument } from './get-legal-document';
import type { TLegalDocument, TUpdateLegalDocumentInput } from './schemas';

/**
 * PATCH /api/teacher/settings/legal-documents/:id: edits the working copy (any state). Published
 * versions never change; the edit reaches students only when it is published.
 */
export async function updateLegalDocument({
  teacherId,
  documentId,
  input,
  meta,
}: {
  teacherId: string;
  documentId: string;
  input: TUpdateLegalDocumentInput;
  meta?: RequestMeta;
}): Promise<TLegalDocument> {
  return transaction(async (tx) => {
    const before = await tx.legalDocument.findFirst({
      where: { id: documentId, teacherId },
      select: { type: true, title: true, displayOrder: true, requiresAcceptance: true },
    });
    if (!before) throw new NotFoundError('Legal document');
    await tx.legalDocument.update({ where: { id: documentId, teacherId }, data: input });
    const { bodyMarkdown, ...fields } = input;
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'legal_document.update',
      entity: { type: 'legal_document', id: documentId },
      before,
      after: fields,
      // The body can be long: the audit says that it changed, not what it says.
      metadata: bodyMarkdown === undefined ? undefined : { bodyChanged: true },
      request: meta,
    });
    return getLegalDocument({ teacherId, documentId }, tx);
  });
}
