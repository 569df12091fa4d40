import { db } from '@/lib/core/db';
import { googleCredentials } from '@/lib/integrations/google/oauth-client';
import type { TGoogleConnectionStatus } from './schemas';

const stateOf = (row: { status: string; encryptedRefreshToken: string | null } | null) =>
  !row || !row.encryptedRefreshToken || row.status === 'disconnected'
    ? ('not_connected' as const)
    : row.status === 'needs_reauth'
      ? ('needs_reauth' as const)
      : ('connected' as const);

/** What the integrations page shows for the teacher's two Google connections. */
export async function getGoogleConnectionStatus(teacherId: string): Promise<TGoogleConnectionStatus> {
  const [calendar, drive] = await Promise.all([
    db.calendarConnection.findUnique({ where: { teacherId } }),
    db.driveConnection.findUnique({ where: { teacherId } }),
  ]);
  const calendarState = stateOf(calendar);
  const driveState = stateOf(drive);
  return {
    configured: googleCredentials() !== null,
    calendar: {
      state: calendarState,
      accountEmail: calendarState === 'not_connected' ? null : (calendar?.accountEmail ?? null),
      readCalendarIds: calendarState === 'not_connected' ? [] : (calendar?.readCalendarIds ?? []),
      writeCalendarId: calendarState === 'not_connected' ? null : (calendar?.writeCalendarId ?? null),
    },
    drive: {
      state: driveState,
      accountEmail: driveState === 'not_connected' ? null : (drive?.accountEmail ?? null),
      enabled: drive?.enabled ?? false,
    },
  };
}
