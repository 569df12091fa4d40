import 'server-only';
import { db, type Prisma } from '@/lib/core/db';
import type { TCurrentLegalDocument } from './schemas';

/**
 * The teacher's published documents, each at its latest published version (the version row is the
 * snapshot the visitor accepts: title and body as they were published, not a draft being edited).
 * A published document without any version has nothing to accept yet and is left out.
 */
export async function listCurrentLegalDocuments(
  teacherId: string,
  client: Prisma.TransactionClient = db,
): Promise<TCurrentLegalDocument[]> {
  const documents = await client.legalDocument.findMany({
    where: { teacherId, state: 'published' },
    orderBy: [{ displayOrder: 'asc' }, { createdAt: 'asc' }],
    select: {
      id: true,
      type: true,
      requiresAcceptance: true,
      versions: {
        orderBy: { version: 'desc' },
        take: 1,
        select: { id: true, version: true, title: true, bodyMarkdown: true },
      },
    },
  });
  return documents.flatMap(({ id, type, requiresAcceptance, versions: [latest] }) =>
    latest
      ? [
          {
            documentId: id,
            versionId: latest.id,
            type,
            title: latest.title,
            version: latest.version,
            bodyMarkdown: latest.bodyMarkdown,
            requiresAcceptance,
          },
        ]
      : [],
  );
}
