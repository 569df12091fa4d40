import 'server-only';
import type { AuditAction } from '@/lib/audit/audit-action-labels';
import { recordAudit } from '@/lib/audit/record-audit';
import { ConflictError, NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { historyJson } from '../acceptance/history';
import { documentSelect, hasUnpublishedChanges } from './document-fields';
import { getLegalDocument } from './get-legal-document';
import type { TLegalDocument } from './schemas';

/**
 * POST /api/teacher/settings/legal-documents/:id/publish (decision 0042). The working copy becomes
 * version currentVersion + 1 (a snapshot of title and body, readable forever) and the document
 * `published`. Every signature of an older version turns `outdated`, with an entry appended to its
 * history, in the same transaction. Nothing changed since the latest version: 409 CONFLICT, except
 * for an archived document, which is published again at the same version (no new version).
 * The document row is locked so that two publishes cannot both create the same version.
 */
export async function publishLegalDocument({
  teacherId,
  documentId,
  meta,
  now = new Date(),
}: {
  teacherId: string;
  documentId: string;
  meta?: RequestMeta;
  now?: Date;
}): Promise<TLegalDocument> {
  return transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "legal_documents"
       WHERE "id" = ${documentId}::uuid AND "teacherId" = ${teacherId}::uuid FOR UPDATE`;
    if (!locked.length) throw new NotFoundError('Legal document');
    const row = await tx.legalDocument.findFirstOrThrow({
      where: { id: documentId, teacherId },
      select: documentSelect,
    });
    const audit = (action: AuditAction, metadata: Record<string, unknown>) =>
      recordAudit(tx, {
        teacherId,
        actor: { type: 'teacher', id: teacherId },
        action,
        entity: { type: 'legal_document', id: documentId },
        before: { state: row.state, currentVersion: row.currentVersion },
        metadata,
        request: meta,
      });

    if (!hasUnpublishedChanges(row)) {
      if (row.state === 'published') {
        throw new ConflictError(`Nothing changed since version ${row.currentVersion}: edit the document first`);
      }
      await tx.legalDocument.update({ where: { id: documentId, teacherId }, data: { state: 'published' } });
      await audit('legal_document.republish', { version: row.currentVersion });
      return getLegalDocument({ teacherId, documentId, now }, tx);
    }

    const version = row.currentVersion + 1;
    await tx.legalDocumentVersion.create({
      data: { documentId, version, title: row.title, bodyMarkdown: row.bodyMarkdown, publishedAt: now },
    });
    await tx.legalDocument.update({
      where: { id: documentId, teacherId },
      data: { state: 'published', currentVersion: version },
    });
    const outdated = await tx.$executeRaw`
      UPDATE "legal_acceptances" AS a
         SET "state" = 'outdated',
             "history" = a."history" || ${historyJson('outdated', now, version)}::jsonb,
             "updatedAt" = ${now}
        FROM "legal_document_versions" v
       WHERE v."id" = a."documentVersionId"
         AND a."documentId" = ${documentId}::uuid
         AND a."teacherId" = ${teacherId}::uuid
         AND a."state" = 'signed'
         AND v."version" < ${version}`;
    await audit('legal_document.publish', { version, outdatedSignatures: outdated });
    return getLegalDocument({ teacherId, documentId, now }, tx);
  });
}
