import { db } from '@/lib/core/db';
import { ServiceUnavailableError } from '@/lib/core/errors';

/** Liveness plus a round trip to the database. */
export async function checkHealth() {
  const started = performance.now();
  try {
    await db.$queryRaw`SELECT 1`;
  } catch {
    throw new ServiceUnavailableError('The database is not answering');
  }
  return {
    status: 'ok' as const,
    database: { status: 'ok' as const, latencyMs: Math.round(performance.now() - started) },
  };
}
