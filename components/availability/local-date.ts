/** Display of the API's local calendar dates (YYYY-MM-DD); client-safe. */

const dateFormat = new Intl.DateTimeFormat('en', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Tue, Dec 1, 2026". The date is a calendar day, so it is formatted at UTC midnight (no shift). */
export function formatLocalDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** When a schedule applies, in words. */
export function describeDateRange(validFrom: string | null, validUntil: string | null): string {
  if (validFrom && validUntil) return `From ${formatLocalDate(validFrom)} to ${formatLocalDate(validUntil)}`;
  if (validFrom) return `From ${formatLocalDate(validFrom)}, no end date`;
  if (validUntil) return `Until ${formatLocalDate(validUntil)}`;
  return 'Always (no start or end date)';
}
