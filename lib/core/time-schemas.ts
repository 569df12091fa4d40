/** Zod pieces for zones and clock times, shared by every area (client-safe). */
import { z } from 'zod';
import { isValidTimeZone } from './time';

export const invalidTimeZoneMessage = 'Invalid IANA timezone';

/**
 * An IANA zone name the runtime can format with (spec: invalid gives `Invalid IANA timezone`).
 * Trimmed; an empty name fails the same check (spec: min length 1), so there is one message.
 */
export const ZTimeZone = z
  .string()
  .trim()
  .refine(isValidTimeZone, invalidTimeZoneMessage)
  .meta({ description: 'IANA time zone, e.g. Europe/Madrid', example: 'Europe/Madrid' });

/** `HH:mm` on a 24-hour clock; `24:00` is the end of the day. Strings of this form sort like the times. */
export const ZTimeOfDay = z
  .string()
  .regex(/^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Use HH:mm between 00:00 and 24:00')
  .meta({ example: '09:00' });

/** ISO weekday: 1 Monday ... 7 Sunday. */
export const ZIsoWeekday = z.number().int().min(1).max(7);
