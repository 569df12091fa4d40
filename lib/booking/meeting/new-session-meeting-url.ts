import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { meetingUrlForNewSession } from './meeting-room-url';

/**
 * The meetingUrl of a session about to be created for the service, read in the booking's
 * transaction. Called once per session: every occurrence of a series gets its own room.
 */
export async function newSessionMeetingUrl(
  tx: Prisma.TransactionClient,
  { teacherId, serviceId }: { teacherId: string; serviceId: string },
): Promise<string | null> {
  const service = await tx.service.findFirst({
    where: { id: serviceId, teacherId },
    select: { meetingProvider: true, meetingUrl: true },
  });
  if (!service || service.meetingProvider === 'none') return null;
  const connection =
    service.meetingProvider === 'google_meet'
      ? await tx.calendarConnection.findFirst({ where: { teacherId }, select: { status: true, writeCalendarId: true } })
      : null;
  return meetingUrlForNewSession(service, connection?.status === 'connected' && Boolean(connection.writeCalendarId));
}
