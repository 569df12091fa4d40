import { changePercent } from '@/lib/insights/shared/period';
import type { TKpi, TRateKpi } from './schemas';

export const kpi = (value: number, previous: number): TKpi => ({
  value,
  previous,
  change: changePercent(value, previous),
});

/** part / whole in percent, one decimal; null without a whole. */
export const rate = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

export const rateKpi = (value: number | null, previous: number | null): TRateKpi => ({
  value,
  previous,
  change: value === null || previous === null ? null : changePercent(value, previous),
});
