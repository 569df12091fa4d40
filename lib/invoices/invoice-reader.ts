import { formatDateTime } from '@/lib/core/format-regional';
import { toRegionalFormat, type RegionalFormat } from '@/lib/core/locale';
import { zonedIsoDate } from '@/lib/core/zoned-date';

/** What an invoice query selects to know its reader's language: the student's, else the teacher's. */
export const invoiceReaderSelect = {
  student: { select: { locale: true, hourCycle: true } },
} as const;

type ReaderFields = { locale: string; hourCycle: string | null };

/**
 * Whose language an invoice and its PDF are written in (issue 32, decision 0116): the student it is
 * for; without one (a payer typed by hand, or the student erased since), the teacher who issues it.
 */
export const invoiceRegionalFormat = (
  invoice: { student: ReaderFields | null },
  teacher: ReaderFields,
): RegionalFormat => toRegionalFormat(invoice.student ?? teacher);

/**
 * An invoice's day (issue date, due date) on the seller's calendar (the teacher's zone: an invoice is
 * dated where it is issued). English keeps the ISO date it always printed (`2026-12-01`); the other
 * languages write the day in their own order (`1 dic 2026`, `01.12.2026`).
 */
export function invoiceDay(at: Date, zone: string, regional: RegionalFormat): string {
  if (regional.locale === 'en') return zonedIsoDate(at, zone);
  return formatDateTime(at, zone, 'date', regional);
}
