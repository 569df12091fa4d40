/**
 * The format module of the UI: money, numbers and durations (lib/core/format-number.ts, in core so
 * that domain areas can use it too) beside dates and times (lib/core/format-time.ts).
 */
export {
  currencyDigits,
  currencyName,
  formatDuration,
  formatMoney,
  formatNumber,
  formatOrdinal,
  formatPercentChange,
} from '@/lib/core/format-number';
