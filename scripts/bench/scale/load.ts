import autocannon from 'autocannon';
import { summarize } from '../percentiles';

/** One request of a route: each call may vary headers and body (a new client address, session or event). */
export type RequestShape = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };

export type LoadSample = { latencies: number[]; ok: number; failed: number; seconds: number; statuses: Set<number> };

export const emptySample = (): LoadSample => ({ latencies: [], ok: 0, failed: 0, seconds: 0, statuses: new Set() });

/** `connections` keep-alive clients on `baseUrl` for `seconds`, each request built by `next()`; adds to `into`. */
export async function runLoad(
  baseUrl: string,
  next: () => RequestShape,
  { connections, seconds }: { connections: number; seconds: number },
  into: LoadSample = emptySample(),
): Promise<LoadSample> {
  const started = performance.now();
  const instance = autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, ...next() }) }],
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 400) {
      into.ok += 1;
      into.latencies.push(ms);
    } else {
      into.failed += 1;
      into.statuses.add(status);
    }
  });
  const result = await instance;
  into.failed += result.errors + result.timeouts;
  into.seconds += (performance.now() - started) / 1000;
  return into;
}

export function figures(sample: LoadSample) {
  const latency = summarize(sample.latencies);
  return { ...latency, rps: sample.ok / Math.max(sample.seconds, 0.001) };
}
