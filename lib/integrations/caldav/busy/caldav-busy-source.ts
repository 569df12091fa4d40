import 'server-only';
import { db } from '@/lib/core/db';
import { log } from '@/lib/core/log';
import {
  busyCacheTtlMs,
  readCachedBusy,
  readCoveringBusy,
  writeCachedBusy,
  type BusyInterval,
} from '@/lib/core/external-busy-cache';
import { openCaldavAccount } from '../caldav-account';
import { fetchCaldavBusy } from './fetch-caldav-busy';

export type CaldavBusyStatus = 'ok' | 'unavailable' | 'not_connected';

export type CaldavBusyQuery = {
  teacherId: string;
  from: Date;
  to: Date;
  /** Known by the caller (read with the availability): false spares the lookup. */
  caldavReadable?: boolean;
  report?: (status: CaldavBusyStatus) => void;
  /** Inside a database transaction: answer from the cache only, never call the server. */
  knownOnly?: boolean;
};

/** Cache keys of CalDAV windows: their own calendar list, so they never answer for Google's. */
const calendarsKey = (urls: string[]) => `caldav:${urls.join(',')}`;

/**
 * Busy time of the teacher's CalDAV read calendars, by the rules of Google's source (decision 0104):
 * the same per-process cache (a minute; CalDAV has no push channel), the same 4 s timeout and the
 * same breaker policy; it never fails availability (`unavailable` and nothing added when the server
 * cannot be asked, `not_connected` without a connection or read calendars).
 */
export const caldavBusySource = {
  async getBusy({ teacherId, from, to, caldavReadable, report, knownOnly }: CaldavBusyQuery): Promise<BusyInterval[]> {
    if (caldavReadable === false) {
      report?.('not_connected');
      return [];
    }
    if (knownOnly) {
      // Inside a booking's transaction: no query outside it (the embedded database has one
      // connection) and no call out; the slot list's fresh window, if any, answers.
      const window = { from: from.getTime(), to: to.getTime(), calendars: (ids: string) => ids.startsWith('caldav:') };
      const known = readCoveringBusy(teacherId, window);
      report?.(known ? 'ok' : 'unavailable');
      return known ?? [];
    }
    const connection = await db.caldavConnection.findUnique({
      where: { teacherId },
      select: {
        status: true,
        serverUrl: true,
        username: true,
        encryptedPassword: true,
        readCalendarUrls: true,
        teacher: { select: { timezone: true } },
      },
    });
    const urls = connection?.readCalendarUrls ?? [];
    if (!connection || connection.status === 'disconnected' || urls.length === 0) {
      report?.('not_connected');
      return [];
    }
    if (connection.status !== 'connected') {
      report?.('unavailable');
      return [];
    }
    const calendars = calendarsKey(urls);
    const key = `${from.toISOString()}|${to.toISOString()}|${calendars}`;
    const cached =
      readCachedBusy(teacherId, key) ??
      readCoveringBusy(teacherId, { from: from.getTime(), to: to.getTime(), calendars });
    if (cached) {
      report?.('ok');
      return cached;
    }
    const fetchedAt = Date.now();
    try {
      const account = openCaldavAccount(connection, teacherId);
      const intervals = await fetchCaldavBusy(account, {
        calendarUrls: urls,
        from,
        to,
        floatingZone: connection.teacher.timezone || 'UTC',
      });
      writeCachedBusy(teacherId, key, intervals, { fetchedAt, ttlMs: busyCacheTtlMs });
      report?.('ok');
      return intervals;
    } catch (error) {
      log.warn({ teacherId, status: (error as { status?: unknown }).status }, 'caldav busy time unavailable');
      report?.('unavailable');
      return [];
    }
  },
};
