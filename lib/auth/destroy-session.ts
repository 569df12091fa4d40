import { db, type Prisma } from '@/lib/core/db';
import { isSessionIdFormat, sessionKey } from './session-token';

/** Ends the session behind a cookie value; unknown or malformed values are a no-op. */
export async function destroySession(
  sessionId: string | undefined,
  client: Prisma.TransactionClient = db,
): Promise<void> {
  if (!isSessionIdFormat(sessionId)) return;
  await client.authSession.deleteMany({ where: { id: sessionKey(sessionId) } });
}
