import 'server-only';
import { db } from '@/lib/core/db';
import { ServiceUnavailableError } from '@/lib/core/errors';
import { isShuttingDown } from '@/lib/core/lifecycle';

/** A readiness probe answers within this, database or not (probes typically time out after 1-2 s). */
export const readinessTimeoutMs = 1_500;

class ProbeTimeout extends Error {}

/**
 * Ready: not shutting down and `SELECT 1` answered within {@link readinessTimeoutMs}. Otherwise 503
 * SERVICE_UNAVAILABLE, so a load balancer stops sending traffic here until the database is back.
 */
export async function checkReadiness(timeoutMs = readinessTimeoutMs) {
  if (isShuttingDown()) throw new ServiceUnavailableError('The server is shutting down', 1);
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      db.$queryRaw`SELECT 1`,
      new Promise((_resolve, reject) => (timer = setTimeout(() => reject(new ProbeTimeout()), timeoutMs))),
    ]);
  } catch (error) {
    const reason = error instanceof ProbeTimeout ? `did not answer within ${timeoutMs} ms` : 'is not answering';
    throw new ServiceUnavailableError(`The database ${reason}`, 5);
  } finally {
    clearTimeout(timer);
  }
  return { status: 'ready' as const, database: 'ok' as const, latencyMs: Math.round(performance.now() - started) };
}
