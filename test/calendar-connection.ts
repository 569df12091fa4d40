import { encryptSecret } from '@/lib/core/crypto';
import { db } from '@/lib/core/db';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetGoogleBreaker } from '@/lib/integrations/google/google-breaker';
import { startFakeCalendar, stubCalendarEnv, type FakeCalendar } from '@/test/fakes/google-calendar';

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

/**
 * One fake Calendar for the test file: started before its tests, the app pointed at it and the
 * Google breaker reset before each, closed after. The returned object stands for the running fake.
 */
export function fakeCalendarForFile(): FakeCalendar {
  let fake: FakeCalendar | undefined;
  beforeAll(async () => {
    fake = await startFakeCalendar();
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    stubCalendarEnv(fake!);
    resetGoogleBreaker();
  });
  afterEach(() => vi.unstubAllEnvs());
  return new Proxy({} as FakeCalendar, { get: (_, key) => Reflect.get(fake!, key) });
}
