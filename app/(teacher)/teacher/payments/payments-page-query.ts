import { PaymentStatus } from '@/generated/prisma/enums';
import type { TListPaymentsQuery, TPaymentKpisQuery } from '@/lib/payments/schemas';
import { shiftIsoDate, zonedDayStart } from '@/lib/core/zoned-date';

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
 * `?status=&from=YYYY-MM-DD&to=YYYY-MM-DD&page=` -> the list, KPI and export queries. Days are the
 * teacher's calendar days (`zone`), both ends included; unknown or malformed values are ignored
 * rather than failing.
 */
export function parsePaymentsPageQuery(params: RawParams, zone: string): PaymentsPageQuery {
  const rawStatus = single(params.status);
  const status = STATUSES.includes(rawStatus) ? rawStatus : '';
  let from = validDay(single(params.from));
  let to = validDay(single(params.to));
  if (from && to && from > to) [from, to] = [to, from];
  const pageNumber = Number.parseInt(single(params.page), 10);
  const page = Number.isSafeInteger(pageNumber) && pageNumber > 0 ? pageNumber : 1;
  const period = {
    ...(from ? { from: zonedDayStart(from, zone).toISOString() } : {}),
    // The last millisecond before the next local day starts.
    ...(to ? { to: new Date(zonedDayStart(shiftIsoDate(to, 1), zone).getTime() - 1).toISOString() } : {}),
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
