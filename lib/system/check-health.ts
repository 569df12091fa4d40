/**
 * Liveness: the process is up and serving. Deliberately no database round trip, so an orchestrator
 * does not restart a healthy process during a database outage (readiness says that: check-readiness.ts).
 */
export function checkHealth() {
  return { status: 'ok' as const };
}
