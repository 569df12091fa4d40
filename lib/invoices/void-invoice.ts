import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { ConflictError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { freezeInvoice } from './freeze-invoice';
import { invoiceInclude, toInvoice } from './invoice-view';
import { numberingTransaction } from './issue-invoice';
import { lockInvoice } from './lock-invoice';
import type { TInvoice } from './schemas';

/**
 * Cancels an issued invoice the lawful way: a credit note with its own number, whose lines are the
 * invoice's negated, and the invoice marked `void`. The invoice itself is never edited otherwise or
 * deleted. An invoice with money on it is refused (409): its payments are corrected or refunded
 * first, so a credit note never hides money received. Answers the credit note.
 */
export async function voidInvoice({
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
    if (invoice.kind !== 'invoice' || invoice.status !== 'issued') {
      const why = invoice.paidAmount > 0 ? 'correct or refund its payments first' : `it is ${invoice.status}`;
      throw new ConflictError(`This invoice cannot be voided: ${why}`, 'INVALID_STATE');
    }
    const lines = await tx.invoiceLine.findMany({ where: { invoiceId }, orderBy: { position: 'asc' } });
    const credit = await tx.invoice.create({
      data: {
        teacherId,
        studentId: invoice.studentId,
        kind: 'credit_note',
        currency: invoice.currency,
        netAmount: -invoice.netAmount,
        taxAmount: -invoice.taxAmount,
        grossAmount: -invoice.grossAmount,
        payerName: invoice.payerName,
        payerEmail: invoice.payerEmail,
        creditsInvoiceId: invoice.id,
        lines: {
          create: lines.map((line) => ({
            position: line.position,
            description: `${line.description} (credit for ${invoice.number})`,
            quantity: line.quantity,
            unitAmount: -line.unitAmount,
            taxRate: line.taxRate,
            netAmount: -line.netAmount,
            taxAmount: -line.taxAmount,
            grossAmount: -line.grossAmount,
          })),
        },
      },
    });
    const note = await freezeInvoice(tx, { teacherId, invoiceId: credit.id, at: now });
    await tx.invoice.update({ where: { id: invoice.id, teacherId }, data: { status: 'void', voidedAt: now } });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'invoice.void',
      entity: { type: 'invoice', id: invoice.id },
      before: { status: invoice.status },
      after: { status: 'void' },
      metadata: { creditNoteId: note.id, creditNoteNumber: note.number },
      request: meta,
    });
    return toInvoice(await tx.invoice.findUniqueOrThrow({ where: { id: credit.id }, include: invoiceInclude }));
  }, numberingTransaction);
}
