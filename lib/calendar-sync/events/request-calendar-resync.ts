import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { calendarResyncRequestedEvent, type JobEventData } from '@/lib/jobs/job-events';
import { enqueueEvent } from '@/lib/outbox/enqueue-event';

/**
 * Asks for every relevant session of the teacher to be brought in line with their write calendar
 * (resyncTeacherCalendar, decision 0058). With a transaction the job starts after it commits; with
 * the plain client at once. The job itself checks the connection, so asking is always safe.
 */
export async function requestCalendarResync(
  client: Prisma.TransactionClient,
  data: JobEventData<typeof calendarResyncRequestedEvent>,
): Promise<void> {
  await enqueueEvent(client, calendarResyncRequestedEvent, data);
}
