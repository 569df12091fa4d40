/** Display of the API's local calendar dates (YYYY-MM-DD); client-safe. */
import type { RegionalFormat } from '@/lib/core/locale';
import { formatIsoDate } from '@/lib/presentation/format';

/** "Tue, 1 Dec 2026", in the reader's language. */
export const formatLocalDate = (isoDate: string, regional?: RegionalFormat): string =>
  formatIsoDate(isoDate, 'weekdayDate', regional);

/** When a schedule applies, in words (`teacherCalendar.availability.range`). */
export function describeDateRange(
  validFrom: string | null,
  validUntil: string | null,
  t: (key: string, values?: Record<string, string>) => string,
  regional?: RegionalFormat,
): string {
  const day = (isoDate: string) => formatLocalDate(isoDate, regional);
  if (validFrom && validUntil) return t('both', { from: day(validFrom), until: day(validUntil) });
  if (validFrom) return t('from', { from: day(validFrom) });
  if (validUntil) return t('until', { until: day(validUntil) });
  return t('always');
}
