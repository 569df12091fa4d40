import 'server-only';
import type { Prisma } from '@/lib/core/db';

/**
 * A session moved to `startUtc` at `now`: the reminders whose time has already come for the new start
 * are marked sent, because the move's own notice (sent in the same change) tells the students the
 * new time. The reminders still ahead of the new start go out as usual, once.
 */
export async function coverPassedReminders(
  tx: Prisma.TransactionClient,
  {
    teacherId,
    sessionId,
    startUtc,
    now = new Date(),
  }: { teacherId: string; sessionId: string; startUtc: Date; now?: Date },
): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO sent_reminders (id, "teacherId", "sessionId", "offsetMinutes", "startsAt", "sentAt")
    SELECT gen_random_uuid(), t.id, ${sessionId}::uuid, o.minutes, ${startUtc}::timestamptz, ${now}::timestamptz
    FROM teachers t CROSS JOIN LATERAL unnest(t."reminderOffsetsMinutes") AS o(minutes)
    WHERE t.id = ${teacherId}::uuid AND ${startUtc}::timestamptz - make_interval(mins => o.minutes) <= ${now}::timestamptz
    ON CONFLICT ("sessionId", "offsetMinutes", "startsAt") DO NOTHING`;
}
