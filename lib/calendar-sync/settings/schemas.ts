import { z } from 'zod';

export const ZCalendarEntry = z.object({
  id: z.string(),
  summary: z.string(),
  primary: z.boolean(),
  /** The teacher may write events here (owner or writer). */
  writable: z.boolean(),
  timeZone: z.string().nullable(),
});

export const ZCalendarSettings = z.object({
  accountEmail: z.string(),
  calendars: z.array(ZCalendarEntry),
  readCalendarIds: z.array(z.string()),
  writeCalendarId: z.string().nullable(),
});
export type TCalendarSettings = z.infer<typeof ZCalendarSettings>;

const calendarId = z.string().min(1).max(1024);

export const ZUpdateCalendarSettings = z.strictObject({
  readCalendarIds: z.array(calendarId).max(50),
  /** Exactly one write calendar. */
  writeCalendarId: calendarId,
});
export type TUpdateCalendarSettings = z.infer<typeof ZUpdateCalendarSettings>;
