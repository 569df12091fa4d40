import { db } from '@/lib/core/db';

/**
 * Claims one scheduled tick of a cron for this instance: true for exactly one of the instances that
 * ask about the same tick (the one whose statement moves lastTickAt forward), false for the rest, so
 * two app processes running jobs in process run each tick once. One statement; the row lock orders
 * concurrent claims and the WHERE makes every later one a no-op.
 */
export async function claimCronTick(name: string, tickAt: Date, claimedBy: string): Promise<boolean> {
  const tick = new Date(Math.floor(tickAt.getTime() / 1000) * 1000);
  const claimed = await db.$queryRaw<{ name: string }[]>`
    INSERT INTO "cron_claims" ("name", "lastTickAt", "claimedBy") VALUES (${name}, ${tick}, ${claimedBy})
    ON CONFLICT ("name") DO UPDATE SET "lastTickAt" = EXCLUDED."lastTickAt", "claimedBy" = EXCLUDED."claimedBy"
      WHERE "cron_claims"."lastTickAt" < EXCLUDED."lastTickAt"
    RETURNING "name"`;
  return claimed.length === 1;
}
