import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { documentSelect, toLegalDocument } from './document-fields';
import type { TCreateLegalDocumentInput, TLegalDocument } from './schemas';

/** POST /api/teacher/settings/legal-documents: a new document, `draft` at version 0 until published. */
export async function createLegalDocument({
  teacherId,
  input,
  meta,
}: {
  teacherId: string;
  input: TCreateLegalDocumentInput;
  meta?: RequestMeta;
}): Promise<TLegalDocument> {
  return transaction(async (tx) => {
    const row = await tx.legalDocument.create({
      data: { ...input, teacherId, state: 'draft', currentVersion: 0 },
      select: documentSelect,
    });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'legal_document.create',
      entity: { type: 'legal_document', id: row.id },
      after: { type: row.type, title: row.title },
      request: meta,
    });
    return toLegalDocument(row);
  });
}
