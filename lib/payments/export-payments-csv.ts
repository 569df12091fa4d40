import 'server-only';
import { toCsv } from '@/lib/core/csv';
import { db } from '@/lib/core/db';
import { formatMinorUnits } from './minor-units';
import { paymentWhere } from './payment-filters';
import { paymentRowSelect, toPaymentRow } from './payment-row';
import type { TPaymentFilters } from './schemas';

/** An export is for bookkeeping, not for downloading the database: bounded like any other read. */
const maxExportRows = 10_000;

const columns = [
  { key: 'paidAt', header: 'Paid at (UTC)' },
  { key: 'student', header: 'Student' },
  { key: 'email', header: 'E-mail' },
  { key: 'description', header: 'Description' },
  { key: 'kind', header: 'Kind' },
  { key: 'method', header: 'Method' },
  { key: 'status', header: 'Status' },
  { key: 'currency', header: 'Currency' },
  { key: 'total', header: 'Total' },
  { key: 'base', header: 'Base' },
  { key: 'tax', header: 'Tax' },
  { key: 'fee', header: 'Processor fee' },
  { key: 'refunded', header: 'Refunded' },
  { key: 'net', header: 'Net' },
  { key: 'id', header: 'Payment id' },
] as const;

type CsvRow = Record<(typeof columns)[number]['key'], string | null>;

/** The filtered payments as CSV, amounts in major units (121.00); every cell formula-safe (toCsv). */
export async function exportPaymentsCsv({
  teacherId,
  filters,
}: {
  teacherId: string;
  filters: TPaymentFilters;
}): Promise<string> {
  const payments = await db.payment.findMany({
    where: paymentWhere(teacherId, filters),
    orderBy: [{ paidAt: { sort: 'desc', nulls: 'last' } }, { createdAt: 'desc' }],
    take: maxExportRows,
    select: paymentRowSelect,
  });
  const rows = payments.map(toPaymentRow).map((payment): CsvRow => ({
    paidAt: payment.paidAt,
    student: payment.student?.name ?? null,
    email: payment.student?.email ?? null,
    description: payment.description,
    kind: payment.kind,
    method: payment.method,
    status: payment.status,
    currency: payment.currency,
    total: formatMinorUnits(payment.amount, payment.currency),
    base: formatMinorUnits(payment.base, payment.currency),
    tax: formatMinorUnits(payment.tax, payment.currency),
    fee: formatMinorUnits(payment.pspFee, payment.currency),
    refunded: formatMinorUnits(payment.refundedAmount, payment.currency),
    net: formatMinorUnits(payment.net, payment.currency),
    id: payment.id,
  }));
  return toCsv<CsvRow>([...columns], rows);
}
