import 'server-only';
import { toCsv } from '@/lib/core/csv';
import { db } from '@/lib/core/db';
import type { Locale } from '@/lib/core/locale';
import { translator } from '@/lib/i18n/translator';
import { formatMinorUnits } from './minor-units';
import { paymentWhere } from './payment-filters';
import { paymentRowSelect, toPaymentRow } from './payment-row';
import type { TPaymentFilters } from './schemas';

/** An export is for bookkeeping, not for downloading the database: bounded like any other read. */
const maxExportRows = 10_000;

/** The columns, in order; their header labels are `csvExports.payments.<key>`, in the teacher's language (0117). */
const columns = [
  'paidAt',
  'student',
  'email',
  'description',
  'kind',
  'method',
  'status',
  'currency',
  'total',
  'base',
  'tax',
  'fee',
  'refunded',
  'net',
  'id',
] as const;

type CsvRow = Record<(typeof columns)[number], string | null>;

const csvColumns = (locale?: Locale) => {
  const t = translator(locale, 'csvExports.payments');
  return columns.map((key) => ({ key, header: t(key) }));
};

/** The filtered payments as CSV, amounts in major units (121.00); every cell formula-safe (toCsv). */
export async function exportPaymentsCsv({
  teacherId,
  filters,
  locale,
}: {
  teacherId: string;
  /** The teacher's language: the header row's labels (English when not given). */
  locale?: Locale;
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
  return toCsv<CsvRow>(csvColumns(locale), rows);
}
