import { db } from '@/lib/core/db';

/**
 * A used magic link is kept for a day so that a second click on it can still be told apart from
 * an unknown link ("this link was already used") before it disappears.
 */
const usedMagicLinkRetentionMs = 24 * 60 * 60 * 1000;

export type SweepExpiredAuthRecordsResult = {
  oauthStates: number;
  magicLinkTokens: number;
  authSessions: number;
  rateLimits: number;
};

/**
 * Deletes authentication records that can never be used again. Readers already ignore expired
 * rows, so this only keeps the tables small; running it late or twice is harmless.
 */
export async function sweepExpiredAuthRecords(now: Date = new Date()): Promise<SweepExpiredAuthRecordsResult> {
  const usedBefore = new Date(now.getTime() - usedMagicLinkRetentionMs);
  const [oauthStates, magicLinkTokens, authSessions, rateLimits] = await Promise.all([
    db.oAuthState.deleteMany({ where: { expiresAt: { lt: now } } }),
    db.magicLinkToken.deleteMany({ where: { OR: [{ expiresAt: { lt: now } }, { usedAt: { lt: usedBefore } }] } }),
    db.authSession.deleteMany({ where: { expiresAt: { lt: now } } }),
    // Rows without `expire` never expire (the convention lib/core/rate-limit.ts kept), so they stay.
    db.rateLimit.deleteMany({ where: { expire: { lt: now } } }),
  ]);
  return {
    oauthStates: oauthStates.count,
    magicLinkTokens: magicLinkTokens.count,
    authSessions: authSessions.count,
    rateLimits: rateLimits.count,
  };
}
