import 'server-only';
import { toCsv } from '@/lib/core/csv';
import { db } from '@/lib/core/db';
import type { Locale } from '@/lib/core/locale';
import { translator } from '@/lib/i18n/translator';
import { formatMinorUnits } from '@/lib/payments/minor-units';
import type { TInvoiceExportQuery } from './schemas';

const maxExportRows = 10_000;

/** The columns, in order; their header labels are `csvExports.invoices.<key>`, in the teacher's language (0117). */
const columns = ['number', 'date', 'payer', 'net', 'tax', 'gross', 'currency', 'status', 'method'] as const;

type CsvRow = Record<(typeof columns)[number], string | null>;

const csvColumns = (locale?: Locale) => {
  const t = translator(locale, 'csvExports.invoices');
  return columns.map((key) => ({ key, header: t(key) }));
};

/**
 * Issued invoices and credit notes (never drafts) of the period, in number order, for the
 * accountant: amounts in major units, credit notes negative, the payment methods that settled each
 * (e.g. "cash; card"); every cell formula-safe (toCsv).
 */
export async function exportInvoicesCsv({
  teacherId,
  query,
  locale,
}: {
  teacherId: string;
  /** The teacher's language: the header row's labels (English when not given). */
  locale?: Locale;
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
  return toCsv<CsvRow>(csvColumns(locale), rows);
}
