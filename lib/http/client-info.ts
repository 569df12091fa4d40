import { timingSafeEqual } from 'node:crypto';
import { log } from '@/lib/core/log';

/** Written by server.mjs, which holds the socket (server/forwarding.mjs, docs/decisions/0021). */
export const edgeHeader = {
  token: 'x-lektio-edge',
  clientIp: 'x-lektio-client-ip',
  origin: 'x-lektio-origin',
} as const;

export type EdgeFacts = { clientIp: string; origin: string | null };

let warnedNoEdge = false;

function fromOurEdge(headers: Headers): boolean {
  const expected = process.env.LEKTIO_EDGE_TOKEN;
  const received = headers.get(edgeHeader.token);
  if (!expected || !received) return false;
  const [a, b] = [Buffer.from(expected), Buffer.from(received)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The client address and origin as our edge decided them, with TRUST_PROXY applied; null when
 * the request did not come through server.mjs (then nothing a client wrote is believed).
 */
export function edgeFacts(headers: Headers): EdgeFacts | null {
  if (!fromOurEdge(headers)) {
    if (!warnedNoEdge && process.env.APP_ENV !== 'test') {
      warnedNoEdge = true;
      log.warn('request did not come through server.mjs: every client shares one rate-limit bucket');
    }
    return null;
  }
  return { clientIp: headers.get(edgeHeader.clientIp) || 'unknown', origin: headers.get(edgeHeader.origin) };
}

/** The caller's address, for per-IP limits and audit entries. */
export const clientIp = (req: Request): string => edgeFacts(req.headers)?.clientIp ?? 'unknown';

export const clientUserAgent = (req: Request) => req.headers.get('user-agent');
