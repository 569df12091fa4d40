import { describe, expect, it } from 'vitest';
import { ZListPaymentsQuery, ZPaymentCsvExportInput, ZPaymentKpisQuery } from '@/lib/payments/schemas';
import { parsePaymentsPageQuery } from './payments-page-query';

describe('parsePaymentsPageQuery', () => {
  it("turns the teacher's days into an inclusive instant range the API schemas accept", () => {
    const query = parsePaymentsPageQuery(
      { status: 'refunded', from: '2026-11-01', to: '2026-11-30', page: '2' },
      'UTC',
    );
    expect(query.list).toEqual({
      page: 2,
      limit: 20,
      status: 'refunded',
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-30T23:59:59.999Z',
    });
    expect(query.kpis).toEqual({ from: '2026-11-01T00:00:00.000Z', to: '2026-11-30T23:59:59.999Z' });
    expect(ZListPaymentsQuery.safeParse(query.list).success).toBe(true);
    expect(ZPaymentKpisQuery.safeParse(query.kpis).success).toBe(true);
    expect(ZPaymentCsvExportInput.safeParse(query.exportFilters).success).toBe(true);
  });

  it("bounds the days by midnight on the teacher's clock (Madrid: UTC+1 in winter, +2 in summer)", () => {
    const query = parsePaymentsPageQuery({ from: '2026-11-01', to: '2026-11-30' }, 'Europe/Madrid');
    expect(query.kpis).toEqual({ from: '2026-10-31T23:00:00.000Z', to: '2026-11-30T22:59:59.999Z' });
    const summer = parsePaymentsPageQuery({ from: '2026-07-01', to: '2026-07-01' }, 'Europe/Madrid');
    expect(summer.kpis).toEqual({ from: '2026-06-30T22:00:00.000Z', to: '2026-07-01T21:59:59.999Z' });
  });

  it('ignores unknown statuses, malformed days and pages, and swaps a reversed range', () => {
    const query = parsePaymentsPageQuery({ status: 'stolen', from: '2026-13-45', to: 'x', page: '-3' }, 'UTC');
    expect(query).toMatchObject({ status: '', from: '', to: '', page: 1, kpis: {}, exportFilters: {} });
    const swapped = parsePaymentsPageQuery({ from: '2026-12-01', to: '2026-11-01' }, 'UTC');
    expect(swapped.from).toBe('2026-11-01');
    expect(swapped.to).toBe('2026-12-01');
  });
});
