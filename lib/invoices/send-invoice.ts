import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { BusinessRuleError, ConflictError, NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { formatMoney } from '@/lib/core/format-regional';
import { usableTimeZone } from '@/lib/core/time';
import { enqueueEmail } from '@/lib/outbox/enqueue-email';
import { transaction } from '@/lib/outbox/transaction';
import { InvoiceEmail, invoiceEmailSubject } from './invoice-email';
import { invoiceDay, invoiceReaderSelect, invoiceRegionalFormat } from './invoice-reader';
import { invoiceInclude, toInvoice } from './invoice-view';
import { lockInvoice } from './lock-invoice';
import { renderInvoicePdf } from './render-invoice-pdf';
import type { TInvoice } from './schemas';

/**
 * E-mails an issued invoice or credit note to its payer with the PDF attached, through the outbox
 * (sent once after the commit, retried; shown in the development mailbox with its attachment).
 * Drafts are not sent (409); a payer without an e-mail address cannot be (422). E-mail and PDF
 * are in the invoice's reader's language (its student's, else the teacher's: decision 0116).
 */
export async function sendInvoice({
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
  const found = await db.invoice.findFirst({
    where: { id: invoiceId, teacherId },
    include: {
      ...invoiceInclude,
      ...invoiceReaderSelect,
      teacher: { select: { id: true, name: true, email: true, timezone: true, locale: true, hourCycle: true } },
    },
  });
  if (!found) throw new NotFoundError('Invoice');
  if (found.status === 'draft') throw new ConflictError('Issue the invoice before sending it', 'INVALID_STATE');
  if (!found.payerEmail) throw new BusinessRuleError('NO_PAYER_EMAIL', 'The payer has no e-mail address');
  // Rendered before the transaction: a PDF takes longer than a row lock should be held.
  const regional = invoiceRegionalFormat(found, found.teacher);
  const pdf = await renderInvoicePdf({ ...toInvoice(found), seller: found.seller }, found.teacher, regional);
  const email = {
    payerName: found.payerName,
    teacherName: found.teacher.name,
    kind: found.kind,
    number: found.number ?? '',
    amount: formatMoney(found.grossAmount, found.currency, regional),
    dueOn:
      found.kind === 'invoice' && found.dueAt && found.status !== 'paid'
        ? invoiceDay(found.dueAt, usableTimeZone(found.teacher.timezone), regional)
        : null,
    locale: regional.locale,
  };
  return transaction(async (tx) => {
    await lockInvoice(tx, teacherId, invoiceId);
    await enqueueEmail(tx, {
      teacherId,
      to: found.payerEmail!,
      replyTo: found.teacher.email,
      subject: invoiceEmailSubject(email),
      react: InvoiceEmail(email),
      attachments: [
        { filename: `${found.number}.pdf`, contentType: 'application/pdf', contentBase64: pdf.toString('base64') },
      ],
    });
    const sent = await tx.invoice.update({
      where: { id: invoiceId, teacherId },
      data: { sentAt: now },
      include: invoiceInclude,
    });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'invoice.send',
      entity: { type: 'invoice', id: invoiceId },
      metadata: { number: found.number },
      request: meta,
    });
    return toInvoice(sent);
  });
}
