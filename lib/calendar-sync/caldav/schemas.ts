import { z } from 'zod';

const calendarUrl = z.url().max(2000);

/** HTTP Basic sign-in carries Latin-1 only (RFC 7617), printable; the user name may not hold a colon. */
const basicAuthText = /^[\x20-\x7e\u00a0-\u00ff]+$/;

export const ZConnectCaldav = z
  .object({
    /** The server's CalDAV address (e.g. https://caldav.icloud.com); discovery finds the calendars. */
    serverUrl: z.url({ protocol: /^https?$/ }).max(500),
    username: z
      .string()
      .trim()
      .min(1)
      .max(320)
      .regex(basicAuthText, 'Use Latin letters, digits and punctuation only')
      .refine((name) => !name.includes(':'), 'A user name cannot contain a colon'),
    /** An app password; stored sealed, never answered back. */
    password: z.string().min(1).max(500).regex(basicAuthText, 'Use Latin letters, digits and punctuation only'),
  })
  .strict();
export type TConnectCaldav = z.infer<typeof ZConnectCaldav>;

export const ZUpdateCaldavConnection = z
  .object({
    readCalendarUrls: z.array(calendarUrl).max(20),
    writeCalendarUrl: calendarUrl.nullable(),
  })
  .strict();
export type TUpdateCaldavConnection = z.infer<typeof ZUpdateCaldavConnection>;

export const ZCaldavConnectionIdParams = z.object({ id: z.uuid() }).strict();

/** The connection as answered: never the password. */
export const ZCaldavConnection = z.object({
  id: z.uuid(),
  serverUrl: z.string(),
  username: z.string(),
  status: z.enum(['connected', 'needs_reauth', 'disconnected']),
  readCalendarUrls: z.array(z.string()),
  writeCalendarUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TCaldavConnection = z.infer<typeof ZCaldavConnection>;

export const ZCaldavConnectionStatus = z.object({ connection: ZCaldavConnection.nullable() });

export const ZCaldavCalendars = z.object({
  calendars: z.array(
    z.object({
      url: z.string(),
      name: z.string(),
      color: z.string().nullable(),
      read: z.boolean(),
      write: z.boolean(),
    }),
  ),
});
export type TCaldavCalendars = z.infer<typeof ZCaldavCalendars>;
