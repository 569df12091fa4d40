/** Schemas of the private iCalendar feeds (issue 13 item 8, decision 0028). Client-safe. */
import { z } from 'zod';

export const ZCalendarFeed = z.object({
  /** Whether a feed URL exists; turned on by rotating. */
  enabled: z.boolean(),
  /** The private subscription URL (`…/api/calendar-feeds/<token>.ics`), null while off. */
  url: z.url().nullable(),
});
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;

export const ZFeedFileParams = z
  .object({ file: z.string().max(200).meta({ description: '`<token>.ics`, as in the URL a feed owner got' }) })
  .strict();

/** Days of past and future sessions a feed lists. */
export const feedWindowDays = { past: 60, future: 365 } as const;
