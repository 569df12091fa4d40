import type { Prisma } from '@/lib/core/db';
import { calendarEventSyncRequestedEvent } from '@/lib/jobs/job-events';
import { enqueueEvent } from '@/lib/outbox/enqueue-event';

/**
 * Asks for the session's event in the teacher's write calendar to be brought in line with the
 * session, after `tx` commits (so Google never sees a change that rolled back, and a Google failure
 * never blocks the booking). Only teachers with a write calendar (Google's or CalDAV's) get a job;
 * the job brings both in line (decision 0105).
 */
export async function requestCalendarEventSync(
  tx: Prisma.TransactionClient,
  { teacherId, sessionId }: { teacherId: string; sessionId: string },
) {
  const connection = await tx.calendarConnection.findFirst({
    where: { teacherId, status: 'connected', writeCalendarId: { not: null } },
    select: { id: true },
  });
  const caldav = connection
    ? null
    : await tx.caldavConnection.findFirst({
        where: { teacherId, status: 'connected', writeCalendarUrl: { not: null } },
        select: { id: true },
      });
  if (connection || caldav) await enqueueEvent(tx, calendarEventSyncRequestedEvent, { teacherId, sessionId });
}
