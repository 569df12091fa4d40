import { PaymentStatus } from '@/generated/prisma/enums';
import type { TListPaymentsQuery, TPaymentKpisQuery } from '@/lib/payments/schemas';

type RawParams = Record<string, string | string[] | undefined>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const STATUSES = Object.values(PaymentStatus) as string[];

function single(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

function validDay(value: string): string {
  return DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : '';
}

export type PaymentsPageQuery = {
  /** What the filter form shows (invalid values dropped). */
  status: string;
  from: string;
  to: string;
  page: number;
  list: TListPaymentsQuery;
  kpis: TPaymentKpisQuery;
  /** The filters of the CSV export (same as the list, without paging). */
  exportFilters: Omit<TListPaymentsQuery, 'page' | 'limit'>;
};

/**
 * `?status=&from=YYYY-MM-DD&to=YYYY-MM-DD&page=` -> the list, KPI and export queries. Days are UTC
 * calendar days, both ends included; unknown or malformed values are ignored rather than failing.
 */
export function parsePaymentsPageQuery(params: RawParams): PaymentsPageQuery {
  const rawStatus = single(params.status);
  const status = STATUSES.includes(rawStatus) ? rawStatus : '';
  let from = validDay(single(params.from));
  let to = validDay(single(params.to));
  if (from && to && from > to) [from, to] = [to, from];
  const pageNumber = Number.parseInt(single(params.page), 10);
  const page = Number.isSafeInteger(pageNumber) && pageNumber > 0 ? pageNumber : 1;
  const period = {
    ...(from ? { from: `${from}T00:00:00.000Z` } : {}),
    ...(to ? { to: `${to}T23:59:59.999Z` } : {}),
  };
  const filters = { ...period, ...(status ? { status: status as PaymentStatus } : {}) };
  return {
    status,
    from,
    to,
    page,
    list: { page, limit: 20, ...filters },
    kpis: period,
    exportFilters: filters,
  };
}
