import 'server-only';
import { db, type Prisma } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { acceptanceCounts, documentSelect, toLegalDocument } from './document-fields';
import type { TLegalDocument } from './schemas';

/** One of the teacher's documents; another teacher's is 404 like a missing one. */
export async function getLegalDocument(
  { teacherId, documentId, now = new Date() }: { teacherId: string; documentId: string; now?: Date },
  client: Prisma.TransactionClient = db,
): Promise<TLegalDocument> {
  const row = await client.legalDocument.findFirst({ where: { id: documentId, teacherId }, select: documentSelect });
  if (!row) throw new NotFoundError('Legal document');
  const counts = await acceptanceCounts(teacherId, [row.id], now, client);
  return toLegalDocument(row, counts.get(row.id));
}
