import { encryptSecret } from '@/lib/core/crypto';
import type { Prisma } from '@/lib/core/db';
import type { GooglePurpose } from '@/lib/integrations/google/google-connection-errors';

/**
 * Keeps a fresh grant sealed to the teacher's row and marks the connection connected. Reconnecting
 * the same account keeps the chosen calendars; another account's calendars are other ids, so the
 * choice starts over.
 */
export async function storeGoogleGrant(
  db: Prisma.TransactionClient,
  teacherId: string,
  purpose: GooglePurpose,
  { accountEmail, refreshToken }: { accountEmail: string; refreshToken: string },
) {
  const encryptedRefreshToken = encryptSecret(refreshToken, teacherId);
  if (purpose === 'drive') {
    await db.driveConnection.upsert({
      where: { teacherId },
      create: { teacherId, accountEmail, encryptedRefreshToken, status: 'connected' },
      update: { accountEmail, encryptedRefreshToken, status: 'connected' },
    });
    return;
  }
  const existing = await db.calendarConnection.findUnique({ where: { teacherId }, select: { accountEmail: true } });
  const sameAccount = existing?.accountEmail.toLowerCase() === accountEmail.toLowerCase();
  await db.calendarConnection.upsert({
    where: { teacherId },
    create: { teacherId, provider: 'google', accountEmail, encryptedRefreshToken, status: 'connected' },
    update: {
      accountEmail,
      encryptedRefreshToken,
      status: 'connected',
      ...(sameAccount ? {} : { readCalendarIds: [], writeCalendarId: null }),
    },
  });
}
