import { encryptSecret } from '@/lib/core/crypto';
import { db } from '@/lib/core/db';
import type { FakeCalendar } from '@/test/fakes/google-calendar';

/** A teacher's Google Calendar connection holding a refresh token the fake knows. */
export async function connectFakeCalendar(
  fake: FakeCalendar,
  teacherId: string,
  choice: { readCalendarIds?: string[]; writeCalendarId?: string | null } = {},
) {
  const refreshToken = fake.addRefreshToken();
  await db.calendarConnection.create({
    data: {
      teacherId,
      accountEmail: 'ana@gmail.test',
      encryptedRefreshToken: encryptSecret(refreshToken, teacherId),
      status: 'connected',
      readCalendarIds: choice.readCalendarIds ?? [],
      writeCalendarId: choice.writeCalendarId ?? null,
    },
  });
  return refreshToken;
}
