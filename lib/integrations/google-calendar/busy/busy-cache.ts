import type { Interval } from '@/lib/availability/engine-types';

/** Short: a teacher who adds an event in Google sees it block slots within a minute. */
export const busyCacheTtlMs = 60_000;
const maxEntriesPerTeacher = 20;

type Entry = { intervals: Interval[]; expiresAt: number };

// Per process, per teacher, per asked window; a teacher's entries go together on invalidation.
const globalCache = globalThis as typeof globalThis & { lektioExternalBusyCache?: Map<string, Map<string, Entry>> };
const cache = () => (globalCache.lektioExternalBusyCache ??= new Map());

export function readCachedBusy(teacherId: string, key: string, now = Date.now()): Interval[] | null {
  const entry = cache().get(teacherId)?.get(key);
  return entry && entry.expiresAt > now ? entry.intervals : null;
}

/**
 * Busy time of `[from, to)` from any fresh entry whose window covers it, for the same calendars:
 * a booking checks one lesson inside the day or month its slot list was computed for a moment ago.
 */
export function readCoveringBusy(
  teacherId: string,
  { from, to, calendars }: { from: number; to: number; calendars: string },
  now = Date.now(),
): Interval[] | null {
  const entries: Map<string, Entry> = cache().get(teacherId) ?? new Map();
  for (const [key, entry] of entries) {
    const [start, end, ids] = key.split('|');
    if (entry.expiresAt <= now || ids !== calendars) continue;
    if (Date.parse(start!) <= from && Date.parse(end!) >= to) {
      return entry.intervals.filter((interval) => interval.start < to && interval.end > from);
    }
  }
  return null;
}

export function writeCachedBusy(teacherId: string, key: string, intervals: Interval[], now = Date.now()) {
  const entries = cache().get(teacherId) ?? new Map<string, Entry>();
  if (entries.size >= maxEntriesPerTeacher) entries.delete(entries.keys().next().value!);
  entries.set(key, { intervals, expiresAt: now + busyCacheTtlMs });
  cache().set(teacherId, entries);
}

/** After the calendar choice changes (or a push notification says the calendar did). */
export function invalidateExternalBusy(teacherId: string) {
  cache().delete(teacherId);
}

/** Tests only. */
export function clearExternalBusyCache() {
  cache().clear();
}
