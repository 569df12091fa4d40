import 'server-only';
import type { Interval, TeacherAvailability } from '@/lib/availability/engine-types';
import { defaultExternalBusySource, type ExternalBusySource } from '@/lib/availability/external-busy-source';
import { isSlotAvailable } from '@/lib/availability/is-slot-available';
import { loadTeacherAvailability } from '@/lib/availability/load-teacher-availability';
import type { Prisma } from '@/lib/core/db';
import { dayMs, minuteMs } from '@/lib/core/time';
import { zonedIsoDate } from '@/lib/core/zoned-date';
import { findOverlappingSessions } from './occupying-sessions';
import { shiftWallClock } from './plan-occurrences';
import type { TOccurrenceConflict, TPlannedOccurrence } from './schemas';

export type Booker = 'teacher' | 'student';

type JudgeOccurrences = {
  teacherId: string;
  durationMinutes: number;
  starts: Date[];
  /** The zone suggestions are made in (same local day first). */
  zone: string;
  booker: Booker;
  now: Date;
  /** Sessions that do not count against the new times (the ones being moved). */
  excludeSessionIds?: string[];
  client: Prisma.TransactionClient;
  external?: ExternalBusySource;
};

/** Minutes around the planned time tried on the same day, nearest first, then the days either side. */
const sameDayShifts = [30, -30, 60, -60, 90, -90, 120, -120, 180, -180, 240, -240];
const otherDayShifts = [1, -1, 2, -2];
const maxSuggestions = 3;

/**
 * Judges each planned start of a series, in three statements whatever the count (the teacher's
 * availability, their sessions near the planned times, external busy time for students):
 * - past: it has begun;
 * - session: another session holds the time (what the no-overlap constraint would refuse);
 * - unavailable: for a student, outside the teacher's free time (schedules, overrides, buffer, busy
 *   calendars: what a single student booking enforces); for the teacher, whose own bookings are not
 *   bound by published hours, only a date they closed with a day-off override.
 * A conflict comes with up to three free starts near it (same local day first, then the days around).
 */
export async function judgeOccurrences(input: JudgeOccurrences): Promise<TPlannedOccurrence[]> {
  const { teacherId, durationMinutes, starts, booker, now, client } = input;
  if (starts.length === 0) return [];
  const duration = durationMinutes * minuteMs;
  const first = Math.min(...starts.map((start) => start.getTime()));
  const last = Math.max(...starts.map((start) => start.getTime())) + duration;
  const availability = await loadTeacherAvailability({
    teacherId,
    range: { start: first - 3 * dayMs, end: last + 3 * dayMs },
    client,
  });
  const reach = 3 * dayMs + availability.bufferMinutes * minuteMs;
  const near = starts.map((start) => ({ start: start.getTime() - reach, end: start.getTime() + duration + reach }));
  const sessions = await findOverlappingSessions(client, {
    teacherId,
    spans: near,
    now,
    excludeSessionIds: input.excludeSessionIds,
  });
  const external =
    booker === 'student'
      ? await (input.external ?? defaultExternalBusySource).getBusy({
          teacherId,
          from: new Date(first - reach),
          to: new Date(last + reach),
          calendar: availability.externalCalendar ?? null,
          caldavReadable: availability.caldavReadable,
        })
      : [];
  const busy: Interval[] = [
    ...sessions.map((session) => ({ start: session.startUtc.getTime(), end: session.endUtc.getTime() })),
    ...external,
  ];
  const judge = (start: Date) => conflictAt({ start, duration, sessions, busy, availability, input });
  // The teacher may book outside their hours, but a suggestion inside them is the likelier fit.
  const inHours = (start: Date) =>
    availability.schedules.length === 0 ||
    isSlotAvailable({ availability, busy: nearby(busy, start.getTime()), startUtc: start, durationMinutes, now });
  const preferred = (start: Date) => !judge(start) && inHours(start);
  const acceptable = (start: Date) => !judge(start);

  return starts.map((start, index) => {
    const occurrence = {
      index,
      startUtc: start.toISOString(),
      endUtc: new Date(start.getTime() + duration).toISOString(),
    };
    const conflict = judge(start);
    if (!conflict) return { ...occurrence, status: 'free' as const };
    return {
      ...occurrence,
      status: 'conflict' as const,
      conflict,
      suggestions: suggest(start, input.zone, [preferred, acceptable], now),
    };
  });
}

type Judged = {
  start: Date;
  duration: number;
  sessions: { id: string; startUtc: Date; endUtc: Date }[];
  busy: Interval[];
  availability: TeacherAvailability;
  input: JudgeOccurrences;
};

function conflictAt({ start, duration, sessions, busy, availability, input }: Judged): TOccurrenceConflict | null {
  const from = start.getTime();
  const to = from + duration;
  if (from <= input.now.getTime()) return { kind: 'past' };
  const taken = sessions.find((session) => session.startUtc.getTime() < to && session.endUtc.getTime() > from);
  if (taken) {
    return {
      kind: 'session',
      sessionId: taken.id,
      startsAt: taken.startUtc.toISOString(),
      endsAt: taken.endUtc.toISOString(),
    };
  }
  if (input.booker === 'student') {
    const free = isSlotAvailable({
      availability,
      busy: nearby(busy, from),
      startUtc: start,
      durationMinutes: input.durationMinutes,
      now: input.now,
    });
    return free ? null : { kind: 'unavailable' };
  }
  const date = zonedIsoDate(start, availability.timeZone);
  const dayOff = availability.overrides.some(
    (override) => override.date === date && !override.isAvailable && !override.startTime,
  );
  return dayOff ? { kind: 'unavailable' } : null;
}

/** Busy time within a day of an instant: all the engine needs to judge one lesson. */
const nearby = (busy: Interval[], at: number) =>
  busy.filter((interval) => interval.start < at + 2 * dayMs && interval.end > at - dayMs);

/** Candidates near `start` passing the first test, then (to fill up) the later ones. */
function suggest(start: Date, zone: string, tests: ((at: Date) => boolean)[], now: Date): string[] {
  const candidates = [
    ...sameDayShifts.map((minutes) => shiftWallClock(start, zone, { days: 0, minutes })),
    ...otherDayShifts.map((days) => shiftWallClock(start, zone, { days, minutes: 0 })),
  ].filter((candidate) => candidate.getTime() > now.getTime());
  const found = new Set<string>();
  for (const test of tests) {
    for (const candidate of candidates) {
      if (found.size === maxSuggestions) return [...found];
      if (test(candidate)) found.add(candidate.toISOString());
    }
  }
  return [...found];
}
