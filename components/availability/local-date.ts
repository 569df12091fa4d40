/** Display of the API's local calendar dates (YYYY-MM-DD); client-safe. */
import { formatIsoDateAs } from '@/lib/core/format-time';

/** "Tue, 1 Dec 2026". */
export const formatLocalDate = (isoDate: string): string => formatIsoDateAs(isoDate, 'weekdayDate');

/** When a schedule applies, in words. */
export function describeDateRange(validFrom: string | null, validUntil: string | null): string {
  if (validFrom && validUntil) return `From ${formatLocalDate(validFrom)} to ${formatLocalDate(validUntil)}`;
  if (validFrom) return `From ${formatLocalDate(validFrom)}, no end date`;
  if (validUntil) return `Until ${formatLocalDate(validUntil)}`;
  return 'Always (no start or end date)';
}
