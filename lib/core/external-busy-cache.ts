/** Half-open `[start, end)` in epoch milliseconds (UTC). */
export type BusyInterval = { start: number; end: number };

/**
 * Busy time of a teacher's outside calendars (Google's and CalDAV's sources), per process. Keys are
 * `<from>|<to>|<calendars>`; each source names its calendars its own way, so one never answers for the other.
 */

/** Short: a teacher who adds an event in their calendar sees it block slots within a minute. */
export const busyCacheTtlMs = 60_000;
/**
 * While every read calendar has a live push channel, a change arrives as a notification (which
 * invalidates), so the entry may live longer; the TTL still bounds a lost notification.
 */
export const watchedBusyCacheTtlMs = 5 * 60_000;
const maxEntriesPerTeacher = 20;

type Entry = { intervals: BusyInterval[]; fetchedAt: number; expiresAt: number };

/**
 * What makes an entry stale besides its age: `changedAt` is the connection's busyChangedAt, moved by
 * a push notification on whichever instance received it. An entry fetched before it is stale here too.
 */
export type Freshness = { now?: number; changedAt?: number | null };

// Per process, per teacher, per asked window; a teacher's entries go together on invalidation.
const globalCache = globalThis as typeof globalThis & { lektioExternalBusyCache?: Map<string, Map<string, Entry>> };
const cache = () => (globalCache.lektioExternalBusyCache ??= new Map());

const isFresh = (entry: Entry, { now = Date.now(), changedAt }: Freshness) =>
  entry.expiresAt > now && (changedAt == null || entry.fetchedAt >= changedAt);

export function readCachedBusy(teacherId: string, key: string, freshness: Freshness = {}): BusyInterval[] | null {
  const entry = cache().get(teacherId)?.get(key);
  return entry && isFresh(entry, freshness) ? entry.intervals : null;
}

/**
 * Busy time of `[from, to)` from any fresh entry whose window covers it, for the same calendars:
 * a booking checks one lesson inside the day or month its slot list was computed for a moment ago.
 */
export function readCoveringBusy(
  teacherId: string,
  { from, to, calendars }: { from: number; to: number; calendars: string | ((ids: string) => boolean) },
  freshness: Freshness = {},
): BusyInterval[] | null {
  const entries: Map<string, Entry> = cache().get(teacherId) ?? new Map();
  for (const [key, entry] of entries) {
    const [start, end, ids] = key.split('|');
    const sameCalendars = typeof calendars === 'string' ? ids === calendars : calendars(ids!);
    if (!isFresh(entry, freshness) || !sameCalendars) continue;
    if (Date.parse(start!) <= from && Date.parse(end!) >= to) {
      return entry.intervals.filter((interval) => interval.start < to && interval.end > from);
    }
  }
  return null;
}

/**
 * `fetchedAt` is when Google was asked (before the answer): a change notified while the request was
 * in flight is later than it, so the answer, which may predate the change, counts as stale.
 */
export function writeCachedBusy(
  teacherId: string,
  key: string,
  intervals: BusyInterval[],
  { fetchedAt = Date.now(), ttlMs = busyCacheTtlMs }: { fetchedAt?: number; ttlMs?: number } = {},
) {
  const entries = cache().get(teacherId) ?? new Map<string, Entry>();
  if (entries.size >= maxEntriesPerTeacher) entries.delete(entries.keys().next().value!);
  entries.set(key, { intervals, fetchedAt, expiresAt: fetchedAt + ttlMs });
  cache().set(teacherId, entries);
}

/** After the calendar choice changes (or a push notification says the calendar did). */
export function invalidateExternalBusy(teacherId: string) {
  cache().delete(teacherId);
}

/** Tests only (and "another instance": a process that has cached nothing yet). */
export function clearExternalBusyCache() {
  cache().clear();
}
