import 'server-only';
import { db, type Prisma } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
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
 * buffer and busy time. A booking calls it inside its transaction to answer SLOT_UNAVAILABLE early;
 * the database's no-overlap constraint stays the referee for two bookings racing for one slot.
 */
export async function checkSlotAvailability(input: CheckSlotAvailability): Promise<boolean> {
  const { teacherId, startUtc, durationMinutes, now = new Date(), client = db } = input;
  const teacher = await client.teacher.findFirst({
    where: { id: teacherId, deletedAt: null },
    select: { id: true, timezone: true, bufferMinutes: true },
  });
  if (!teacher) throw new NotFoundError('Teacher');
  const buffer = teacher.bufferMinutes * minuteMs;
  const range = { start: startUtc.getTime() - buffer, end: startUtc.getTime() + durationMinutes * minuteMs + buffer };
  const [availability, busy] = await Promise.all([
    loadTeacherAvailability({ teacher, range, client }),
    loadBusyIntervals({
      teacherId,
      from: new Date(range.start),
      to: new Date(range.end),
      now,
      excludeSessionIds: input.excludeSessionIds,
      client,
      external: input.external,
    }),
  ]);
  return isSlotAvailable({ availability, busy, startUtc, durationMinutes, now });
}
