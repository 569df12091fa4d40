/** Zod pieces for zones, dates, instants and clock times, shared by every area (client-safe). */
import { z } from 'zod';
import { isValidTimeZone } from './time';

export const invalidTimeZoneMessage = 'Invalid IANA timezone';

/** Longer than any IANA name (the longest is about 32 characters); longer text is not a zone. */
export const maxTimeZoneLength = 64;

/**
 * An IANA zone name the runtime can format with (spec: invalid gives `Invalid IANA timezone`).
 * Trimmed; an empty name fails the same check (spec: min length 1), so there is one message.
 */
export const ZTimeZone = z
  .string()
  .trim()
  .max(maxTimeZoneLength, { message: invalidTimeZoneMessage, abort: true })
  .refine(isValidTimeZone, invalidTimeZoneMessage)
  .meta({ description: 'IANA time zone, e.g. Europe/Madrid', example: 'Europe/Madrid' });

/**
 * Dates and instants a client may send (decision 0022). PostgreSQL has no year 0, and a date near
 * 9999 pushed by a window, a week or a month leaves the four-digit years that ISO strings and our
 * schemas use: both ended in 500s. Nothing in a teacher's back office lies outside these years.
 */
export const acceptedDates = { earliest: '1900-01-01', latest: '2999-12-31' } as const;
const dateRangeMessage = `Use a date from ${acceptedDates.earliest} to ${acceptedDates.latest}`;
const earliestInstant = Date.parse(`${acceptedDates.earliest}T00:00:00Z`);
const instantsEnd = Date.parse('3000-01-01T00:00:00Z');
/** Judged only once the format passed: a malformed value gets one message, not two. */
const inRangeCheck = { message: dateRangeMessage, when: ({ issues }: { issues: unknown[] }) => issues.length === 0 };

/** `YYYY-MM-DD` within the accepted years. */
export const ZIsoDate = z.iso
  .date()
  .refine((date) => date >= acceptedDates.earliest && date <= acceptedDates.latest, inRangeCheck);

/** An ISO 8601 instant (`Z` or an offset) within the accepted years, judged in UTC. */
export const ZIsoInstant = z.iso.datetime({ offset: true }).refine((value) => {
  const time = Date.parse(value);
  return time >= earliestInstant && time < instantsEnd;
}, inRangeCheck);

/** `HH:mm` on a 24-hour clock; `24:00` is the end of the day. Strings of this form sort like the times. */
export const ZTimeOfDay = z
  .string()
  .regex(/^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Use HH:mm between 00:00 and 24:00')
  .meta({ example: '09:00' });

/** ISO weekday: 1 Monday ... 7 Sunday. */
export const ZIsoWeekday = z.number().int().min(1).max(7);
