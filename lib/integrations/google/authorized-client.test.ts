import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { encryptSecret } from '@/lib/core/crypto';
import { createTeacher } from '@/test/factories';
import { startFakeGoogle, stubGoogleEnv, testGoogleClient, type FakeGoogle } from '@/test/fakes/google-oauth';
import { getGoogleAuth } from './authorized-client';

let google: FakeGoogle;
beforeAll(async () => {
  google = await startFakeGoogle(testGoogleClient);
});
afterAll(() => google.close());
beforeEach(() => stubGoogleEnv(google));
afterEach(() => vi.unstubAllEnvs());

async function calendarTeacher(refreshToken: string, status: 'connected' | 'needs_reauth' = 'connected') {
  const teacher = await createTeacher();
  await db.calendarConnection.create({
    data: {
      teacherId: teacher.id,
      accountEmail: 'ana@gmail.test',
      encryptedRefreshToken: encryptSecret(refreshToken, teacher.id),
      status,
    },
  });
  return teacher;
}

describe('getGoogleAuth', () => {
  it('refreshes an access token with the stored refresh token', async () => {
    const teacher = await calendarTeacher('1//refresh-ok');
    const before = google.refreshRequests;
    const client = await getGoogleAuth({ teacherId: teacher.id, purpose: 'calendar' });
    expect(client.credentials.access_token).toMatch(/^ya29\.fake-/);
    expect(client.credentials.refresh_token).toBe('1//refresh-ok');
    expect(google.refreshRequests).toBe(before + 1);
  });

  it('marks a revoked grant needs_reauth and answers 409 RECONNECT_NEEDED', async () => {
    const teacher = await calendarTeacher('1//refresh-revoked');
    google.revoke('1//refresh-revoked');
    await expect(getGoogleAuth({ teacherId: teacher.id, purpose: 'calendar' })).rejects.toMatchObject({
      status: 409,
      code: 'RECONNECT_NEEDED',
    });
    const connection = await db.calendarConnection.findUniqueOrThrow({ where: { teacherId: teacher.id } });
    expect(connection.status).toBe('needs_reauth');
    // Once flagged, Google is not asked again until the teacher reconnects.
    const before = google.refreshRequests;
    await expect(getGoogleAuth({ teacherId: teacher.id, purpose: 'calendar' })).rejects.toMatchObject({
      code: 'RECONNECT_NEEDED',
    });
    expect(google.refreshRequests).toBe(before);
  });

  it('treats a token sealed for another teacher as needing reconnection', async () => {
    const teacher = await createTeacher();
    await db.driveConnection.create({
      data: { teacherId: teacher.id, encryptedRefreshToken: encryptSecret('1//x', 'someone-else'), enabled: true },
    });
    await expect(getGoogleAuth({ teacherId: teacher.id, purpose: 'drive' })).rejects.toMatchObject({
      code: 'RECONNECT_NEEDED',
    });
    expect((await db.driveConnection.findUniqueOrThrow({ where: { teacherId: teacher.id } })).status).toBe(
      'needs_reauth',
    );
  });

  it('refuses a teacher without a connection, and never reads another teacher’s', async () => {
    const other = await calendarTeacher('1//refresh-other');
    const teacher = await createTeacher();
    await expect(getGoogleAuth({ teacherId: teacher.id, purpose: 'calendar' })).rejects.toMatchObject({
      status: 409,
      code: 'INVALID_STATE',
    });
    await expect(getGoogleAuth({ teacherId: other.id, purpose: 'drive' })).rejects.toMatchObject({
      code: 'INVALID_STATE',
    });
  });
});
