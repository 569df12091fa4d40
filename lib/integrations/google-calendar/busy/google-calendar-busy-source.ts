import 'server-only';
import { db } from '@/lib/core/db';
import { log } from '@/lib/core/log';
import { getGoogleAuth } from '@/lib/integrations/google/authorized-client';
import { callGoogle } from '@/lib/integrations/google/google-breaker';
import { calendarApi } from '../calendar-api';
import { busyCacheTtlMs, readCachedBusy, readCoveringBusy, watchedBusyCacheTtlMs, writeCachedBusy } from '@/lib/core/external-busy-cache';
import type { BusyInterval, CalendarHint, GoogleBusyQuery } from './busy-types';

/** freeBusy answers at most 50 calendars per query. */
const maxCalendars = 50;

const lookUpCalendar = (teacherId: string): Promise<CalendarHint> =>
  db.calendarConnection.findUnique({
    where: { teacherId },
    select: { status: true, readCalendarIds: true, busyChangedAt: true },
  });

/** Google's busy blocks as instants; recurring and all-day events arrive already expanded, in UTC. */
function toIntervals(calendars: Record<string, { busy?: { start?: string | null; end?: string | null }[] }>) {
  const intervals: BusyInterval[] = [];
  for (const calendar of Object.values(calendars)) {
    for (const block of calendar.busy ?? []) {
      const start = Date.parse(block.start ?? '');
      const end = Date.parse(block.end ?? '');
      if (Number.isFinite(start) && Number.isFinite(end) && end > start) intervals.push({ start, end });
    }
  }
  return intervals;
}

/**
 * Busy time of the teacher's read calendars through `freebusy.query`, cached per teacher for a
 * minute (five while push channels watch every read calendar; an entry fetched before the
 * connection's busyChangedAt is stale on every instance, decision 0057). It never fails
 * availability: without a connection it reports `not_connected`; when Google cannot be asked
 * (breaker open, 5xx, timeout, revoked grant) it reports `unavailable` and adds nothing, so slots
 * are still offered and the booking's own checks stay the referee.
 */
export const googleCalendarBusySource = {
  async getBusy({ teacherId, from, to, calendar, report, knownOnly }: GoogleBusyQuery): Promise<BusyInterval[]> {
    if (knownOnly && calendar === undefined) {
      report?.('unavailable');
      return [];
    }
    const connection = calendar === undefined ? await lookUpCalendar(teacherId) : calendar;
    const ids = connection?.readCalendarIds.slice(0, maxCalendars) ?? [];
    if (!connection || connection.status === 'disconnected' || ids.length === 0) {
      report?.('not_connected');
      return [];
    }
    if (connection.status !== 'connected') {
      report?.('unavailable');
      return [];
    }
    const key = `${from.toISOString()}|${to.toISOString()}|${ids.join(',')}`;
    const freshness = { changedAt: connection.busyChangedAt ? new Date(connection.busyChangedAt).getTime() : null };
    const cached =
      readCachedBusy(teacherId, key, freshness) ??
      readCoveringBusy(teacherId, { from: from.getTime(), to: to.getTime(), calendars: ids.join(',') }, freshness);
    if (cached) {
      report?.('ok');
      return cached;
    }
    if (knownOnly) {
      // Inside a booking's transaction: the slot list the visitor chose from applied Google's busy
      // time a moment ago; asking Google now would hold the transaction open on a vendor.
      report?.('unavailable');
      return [];
    }
    const fetchedAt = Date.now();
    try {
      const api = calendarApi(await getGoogleAuth({ teacherId, purpose: 'calendar' }));
      const { data } = await callGoogle(() =>
        api.freebusy.query({
          requestBody: { timeMin: from.toISOString(), timeMax: to.toISOString(), items: ids.map((id) => ({ id })) },
        }),
      );
      const intervals = toIntervals(data.calendars ?? {});
      const ttlMs = connection.watched ? watchedBusyCacheTtlMs : busyCacheTtlMs;
      writeCachedBusy(teacherId, key, intervals, { fetchedAt, ttlMs });
      report?.('ok');
      return intervals;
    } catch (error) {
      log.warn({ teacherId, code: (error as { code?: unknown }).code }, 'external busy time unavailable');
      report?.('unavailable');
      return [];
    }
  },
};
