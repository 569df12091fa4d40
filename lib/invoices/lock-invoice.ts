import type { Prisma } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';

/** The teacher's invoice, locked FOR UPDATE in the caller's transaction; another teacher's is "not found". */
export async function lockInvoice(tx: Prisma.TransactionClient, teacherId: string, invoiceId: string) {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "invoices" WHERE "id" = ${invoiceId}::uuid AND "teacherId" = ${teacherId}::uuid FOR UPDATE`;
  if (locked.length === 0) throw new NotFoundError('Invoice');
  return tx.invoice.findUniqueOrThrow({ where: { id: invoiceId, teacherId } });
}
