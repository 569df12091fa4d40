import 'server-only';
import type { SessionStatus } from '@/generated/prisma/enums';
import { db, type Prisma } from '@/lib/core/db';
import {
  calendarEventSyncRequestedEvent,
  type calendarResyncRequestedEvent,
  type JobEventData,
} from '@/lib/jobs/job-events';
import { enqueueEffects } from '@/lib/outbox/enqueue-effects';

export const calendarResyncPageSize = 200;

/** A day back: a lesson that just ended still shows where it is expected. */
const lookBackMs = 24 * 3_600_000;
const upcoming: SessionStatus[] = ['scheduled', 'pending_review'];
const freed: SessionStatus[] = ['cancelled', 'rejected', 'expired'];

type Resync = JobEventData<typeof calendarResyncRequestedEvent>;

/**
 * Sessions whose event may be out of line: upcoming ones (from a day back) and freed ones still
 * holding an event, whatever their date. After a write calendar change only those not yet in it.
 */
function resyncScope(teacherId: string, reason: Resync['reason'], writeCalendarId: string, now: Date) {
  const notInWriteCalendar: Prisma.SessionWhereInput = {
    OR: [
      { calendarEventId: null },
      { calendarEventCalendarId: null },
      { calendarEventCalendarId: { not: writeCalendarId } },
    ],
  };
  return {
    teacherId,
    OR: [
      {
        status: { in: upcoming },
        startUtc: { gte: new Date(now.getTime() - lookBackMs) },
        ...(reason === 'write_calendar' ? notInWriteCalendar : {}),
      },
      { status: { in: freed }, calendarEventId: { not: null } },
    ],
  } satisfies Prisma.SessionWhereInput;
}

/**
 * One page (by id, after `after`) of a teacher's calendar resync: each session gets its own sync job
 * (calendar-sync-session-event) through the outbox, so one session's failure is retried on its own
 * and a page written twice only sends jobs that converge on the same events. Answers the page's last
 * id, or null when this was the last page. Nothing is sent without a connected write calendar.
 */
export async function enqueueCalendarResyncPage(
  { teacherId, reason }: Resync,
  { after, limit = calendarResyncPageSize, now = new Date() }: { after: string | null; limit?: number; now?: Date },
): Promise<{ sent: number; next: string | null }> {
  const connection = await db.calendarConnection.findFirst({
    where: { teacherId, status: 'connected', writeCalendarId: { not: null } },
    select: { writeCalendarId: true },
  });
  if (!connection?.writeCalendarId) return { sent: 0, next: null };
  const scope = resyncScope(teacherId, reason, connection.writeCalendarId, now);
  const sessions = await db.session.findMany({
    where: after ? { AND: [scope, { id: { gt: after } }] } : scope,
    orderBy: { id: 'asc' },
    take: limit,
    select: { id: true },
  });
  if (!sessions.length) return { sent: 0, next: null };
  // One insert for the page, delivered at once (the plain client has nothing to wait for).
  await enqueueEffects(
    db,
    sessions.map((session) => ({
      kind: 'event' as const,
      payload: {
        name: calendarEventSyncRequestedEvent.name,
        data: calendarEventSyncRequestedEvent.schema.parse({ teacherId, sessionId: session.id }),
      },
    })),
  );
  return { sent: sessions.length, next: sessions.length < limit ? null : sessions[sessions.length - 1]!.id };
}
