import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { BusinessRuleError, NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { invoiceTotals, priceLines, type LineInput } from './invoice-amounts';
import { invoiceInclude, toInvoice } from './invoice-view';
import type { TCreateInvoiceInput, TInvoice } from './schemas';
import { unbilledCharges } from './student-balance-lines';

/**
 * A draft invoice for one of the teacher's students: the lines given (tax rate defaulting to the
 * teacher's), or the student's open balance (`fromBalance`). A draft has no number and may be
 * changed or discarded; issuing freezes it.
 */
export async function createInvoiceDraft({
  teacherId,
  input,
  meta,
}: {
  teacherId: string;
  input: TCreateInvoiceInput;
  meta?: RequestMeta;
}): Promise<TInvoice> {
  return transaction(async (tx) => {
    const student = await tx.student.findFirst({
      where: { id: input.studentId, teacherId, deletedAt: null },
      select: { id: true, name: true, email: true, teacher: { select: { taxRate: true, defaultCurrency: true } } },
    });
    if (!student) throw new NotFoundError('Student');
    const { taxRate, defaultCurrency } = student.teacher;

    const currency = defaultCurrency;
    let lines: LineInput[];
    if ('lines' in input) {
      lines = input.lines.map((line) => ({ ...line, taxRate: line.taxRate ?? taxRate }));
    } else {
      // The unbilled post-paid lessons in the teacher's currency (other currencies stay on the balance).
      const charges = await unbilledCharges(tx, { teacherId, studentId: student.id, currency });
      if (charges.length === 0) {
        throw new BusinessRuleError(
          'NOTHING_TO_INVOICE',
          `This student has no unbilled lessons or tuition in ${currency}`,
        );
      }
      lines = charges.map(({ description, quantity, unitAmount, sessionId, tuitionChargeId }) => ({
        description,
        quantity,
        unitAmount,
        sessionId,
        tuitionChargeId,
        taxRate,
      }));
    }
    const priced = priceLines(lines);
    const invoice = await tx.invoice.create({
      data: {
        teacherId,
        studentId: student.id,
        currency,
        payerName: student.name,
        payerEmail: student.email,
        ...invoiceTotals(priced),
        lines: { create: priced },
      },
      include: invoiceInclude,
    });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'invoice.create',
      entity: { type: 'invoice', id: invoice.id },
      metadata: { studentId: student.id, grossAmount: invoice.grossAmount, currency },
      request: meta,
    });
    return toInvoice(invoice);
  });
}
