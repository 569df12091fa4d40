/**
 * `new Date(ms).toISOString()` (`2026-03-29T10:00:00.000Z`) by arithmetic. Slot lists and day
 * bounds format thousands of instants a request, and on the server every `new Date` goes through
 * Next.js's wrapper of the Date constructor (node-environment-extensions/date), which the CPU
 * profile showed as one of the larger costs of those routes (issue #20). Years 0000-9999 only,
 * where the ISO form has four digits; anything else (and a fractional or invalid instant) is left
 * to Date, which also throws the same RangeError for an invalid one. Client-safe.
 */
export function isoInstant(ms: number): string {
  if (!Number.isInteger(ms) || ms < firstMs || ms > lastMs) return new Date(ms).toISOString();
  const days = Math.floor(ms / dayMs);
  const msOfDay = ms - days * dayMs;
  const { year, month, day } = civilDate(days);
  const hours = Math.floor(msOfDay / 3_600_000);
  const minutes = Math.floor(msOfDay / 60_000) % 60;
  const seconds = Math.floor(msOfDay / 1000) % 60;
  return (
    `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` +
    `T${pad(hours, 2)}:${pad(minutes, 2)}:${pad(seconds, 2)}.${pad(msOfDay % 1000, 3)}Z`
  );
}

const dayMs = 86_400_000;
/** 0000-01-01T00:00:00.000Z and 9999-12-31T23:59:59.999Z. */
const firstMs = -62_167_219_200_000;
const lastMs = 253_402_300_799_999;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Days since 1970-01-01 -> proleptic Gregorian year, month, day (H. Hinnant's civil_from_days). */
function civilDate(days: number): { year: number; month: number; day: number } {
  const shifted = days + 719_468; // from 0000-03-01: leap days fall at the end of a year
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}
