import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { BusinessRuleError, ConflictError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { freezeInvoice } from './freeze-invoice';
import { invoiceInclude, toInvoice } from './invoice-view';
import { lockInvoice } from './lock-invoice';
import type { TInvoice } from './schemas';

/**
 * Issues a draft: the next number of the year (gapless, decision 0092) and its frozen details, in
 * one transaction. Issuing an invoice that is no longer a draft is refused (409); nothing changes.
 */
export async function issueInvoice({
  teacherId,
  invoiceId,
  meta,
  now = new Date(),
}: {
  teacherId: string;
  invoiceId: string;
  meta?: RequestMeta;
  now?: Date;
}): Promise<TInvoice> {
  return transaction(async (tx) => {
    const invoice = await lockInvoice(tx, teacherId, invoiceId);
    if (invoice.status !== 'draft')
      throw new ConflictError(`A ${invoice.status} invoice cannot be issued`, 'INVALID_STATE');
    if (invoice.grossAmount <= 0)
      throw new BusinessRuleError('INVOICE_EMPTY', 'An invoice needs an amount to be issued');
    const issued = await freezeInvoice(tx, { teacherId, invoiceId, at: now });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'invoice.issue',
      entity: { type: 'invoice', id: invoiceId },
      before: { status: 'draft' },
      after: { status: issued.status, number: issued.number },
      request: meta,
    });
    return toInvoice(await tx.invoice.findUniqueOrThrow({ where: { id: invoiceId }, include: invoiceInclude }));
  }, numberingTransaction);
}

/**
 * Issues of one teacher queue on the year's counter lock (that is the point): room to wait for a
 * connection and for the lock when a bulk issue sends many at once.
 */
export const numberingTransaction = { maxWait: 10_000, timeout: 15_000 };
