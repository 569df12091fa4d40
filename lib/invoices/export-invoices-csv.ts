import 'server-only';
import { toCsv } from '@/lib/core/csv';
import { db } from '@/lib/core/db';
import { formatMinorUnits } from '@/lib/payments/minor-units';
import type { TInvoiceExportQuery } from './schemas';

const maxExportRows = 10_000;

const columns = [
  { key: 'number', header: 'Number' },
  { key: 'date', header: 'Date (UTC)' },
  { key: 'payer', header: 'Payer' },
  { key: 'net', header: 'Net' },
  { key: 'tax', header: 'Tax' },
  { key: 'gross', header: 'Gross' },
  { key: 'currency', header: 'Currency' },
  { key: 'status', header: 'Status' },
  { key: 'method', header: 'Method' },
] as const;

type CsvRow = Record<(typeof columns)[number]['key'], string | null>;

/**
 * Issued invoices and credit notes (never drafts) of the period, in number order, for the
 * accountant: amounts in major units, credit notes negative, the payment methods that settled each
 * (e.g. "cash; card"); every cell formula-safe (toCsv).
 */
export async function exportInvoicesCsv({
  teacherId,
  query,
}: {
  teacherId: string;
  query: TInvoiceExportQuery;
}): Promise<string> {
  const invoices = await db.invoice.findMany({
    where: {
      teacherId,
      status: { not: 'draft' },
      issuedAt: {
        ...(query.from ? { gte: new Date(query.from) } : {}),
        ...(query.to ? { lte: new Date(query.to) } : {}),
      },
    },
    orderBy: [{ year: 'asc' }, { sequence: 'asc' }],
    take: maxExportRows,
    select: {
      number: true,
      issuedAt: true,
      payerName: true,
      netAmount: true,
      taxAmount: true,
      grossAmount: true,
      currency: true,
      status: true,
      kind: true,
      payments: { select: { method: true } },
      receiptPayment: { select: { method: true } },
    },
  });
  const rows = invoices.map((invoice): CsvRow => {
    const methods = new Set(
      [...invoice.payments, ...(invoice.receiptPayment ? [invoice.receiptPayment] : [])].map((p) => p.method),
    );
    return {
      number: invoice.number,
      date: invoice.issuedAt?.toISOString() ?? null,
      payer: invoice.payerName,
      net: formatMinorUnits(invoice.netAmount, invoice.currency),
      tax: formatMinorUnits(invoice.taxAmount, invoice.currency),
      gross: formatMinorUnits(invoice.grossAmount, invoice.currency),
      currency: invoice.currency,
      status: invoice.kind === 'credit_note' ? 'credit_note' : invoice.status,
      method: [...methods].sort().join('; ') || null,
    };
  });
  return toCsv([...columns], rows);
}
