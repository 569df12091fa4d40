import 'server-only';
import { db, type Prisma } from '@/lib/core/db';
import { minuteMs } from '@/lib/core/time';
import type { ExternalBusySource } from './external-busy-source';
import { isSlotAvailable } from './is-slot-available';
import { loadBusyIntervals } from './load-busy-intervals';
import { loadTeacherAvailability } from './load-teacher-availability';

type CheckSlotAvailability = {
  teacherId: string;
  startUtc: Date;
  durationMinutes: number;
  now?: Date;
  /** The session being rescheduled does not block its own new time. */
  excludeSessionIds?: string[];
  /** Pass the transaction client to check inside a booking transaction. */
  client?: Prisma.TransactionClient;
  external?: ExternalBusySource;
};

/**
 * Whether the teacher is free for `[startUtc, startUtc + duration)` by their schedules, overrides,
 * buffer and busy time (two statements). A booking calls it inside its transaction to answer
 * SLOT_UNAVAILABLE early; the database's no-overlap constraint stays the referee when two bookings
 * race for one slot. An unknown or deleted teacher is 404.
 */
export async function checkSlotAvailability(input: CheckSlotAvailability): Promise<boolean> {
  const { teacherId, startUtc, durationMinutes, now = new Date(), client = db } = input;
  const lesson = { start: startUtc.getTime(), end: startUtc.getTime() + durationMinutes * minuteMs };
  const availability = await loadTeacherAvailability({ teacherId, range: lesson, client });
  const buffer = availability.bufferMinutes * minuteMs;
  const busy = await loadBusyIntervals({
    teacherId,
    from: new Date(lesson.start - buffer),
    to: new Date(lesson.end + buffer),
    now,
    excludeSessionIds: input.excludeSessionIds,
    client,
    external: input.external,
    // Read by the availability statement above (in the caller's transaction): no extra query.
    calendar: availability.externalCalendar ?? null,
    caldavReadable: availability.caldavReadable,
  });
  return isSlotAvailable({ availability, busy, startUtc, durationMinutes, now });
}
