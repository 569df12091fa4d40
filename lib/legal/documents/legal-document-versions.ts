import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import type { TLegalDocumentVersion } from './schemas';

const ownDocument = async (teacherId: string, documentId: string) => {
  const document = await db.legalDocument.findFirst({ where: { id: documentId, teacherId }, select: { id: true } });
  if (!document) throw new NotFoundError('Legal document');
};

/** GET /api/teacher/settings/legal-documents/:id/versions: the history, newest first. */
export async function listLegalDocumentVersions({ teacherId, documentId }: { teacherId: string; documentId: string }) {
  await ownDocument(teacherId, documentId);
  const rows = await db.legalDocumentVersion.findMany({
    where: { documentId, document: { teacherId } },
    orderBy: { version: 'desc' },
    select: { version: true, title: true, publishedAt: true },
  });
  return { data: rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() })) };
}

/** GET /api/teacher/settings/legal-documents/:id/versions/:version: that version as it was published. */
export async function getLegalDocumentVersion({
  teacherId,
  documentId,
  version,
}: {
  teacherId: string;
  documentId: string;
  version: number;
}): Promise<TLegalDocumentVersion> {
  const row = await db.legalDocumentVersion.findFirst({
    where: { documentId, version, document: { teacherId } },
    select: { documentId: true, version: true, title: true, bodyMarkdown: true, publishedAt: true },
  });
  if (!row) throw new NotFoundError('Legal document version');
  return { ...row, publishedAt: row.publishedAt.toISOString() };
}
