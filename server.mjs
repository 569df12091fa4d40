// @ts-check
// The one way the app is served (npm start, npm run dev, the e2e server): Next.js behind a small
// Node server that holds the socket, so the client address and origin are decided where they are
// known (docs/decisions/0021-client-address-and-trusted-proxies.md).
//   node server.mjs [--dev] [-p 3000] [-H 0.0.0.0]      TRUST_PROXY: see server/forwarding.mjs
// -H, else HOSTNAME, else every interface; -p, else PORT, else 3000 (server/listen-address.mjs).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { getHeapStatistics } from 'node:v8';
import { compileTrust, stampRequest } from './server/forwarding.mjs';
import { listenAddress, routingHostname } from './server/listen-address.mjs';
import { installShutdown, trackRequests } from './server/shutdown.mjs';
import { applyPageHeaders } from './server/page-headers.mjs';
import { oldSpaceLimitMb, v8MemoryFlags } from './server/v8-defaults.mjs';

const { values } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    port: { type: 'string', short: 'p' },
    hostname: { type: 'string', short: 'H' },
  },
});
const dev = Boolean(values.dev);
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? (dev ? 'development' : 'production') });

let trust;
try {
  trust = compileTrust(process.env.TRUST_PROXY);
} catch (error) {
  console.error(`Invalid TRUST_PROXY (${process.env.TRUST_PROXY}): ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
// Per process: the app believes the edge headers only when they carry this token.
const token = randomBytes(24).toString('hex');
process.env.LEKTIO_EDGE_TOKEN = token;

const { port, hostname } = listenAddress(values, process.env);
// The app derives its default APP_URL and simulated processor port from it (lib/core/env.ts).
process.env.PORT = String(port);
const { default: next } = await import('next');
const app = next({ dev, port, hostname: routingHostname(hostname), ...(dev ? { turbopack: true } : {}) });
const handle = app.getRequestHandler();
await app.prepare();
const upgrade = app.getUpgradeHandler();

const server = createServer((req, res) => {
  stampRequest(req, trust, token);
  applyPageHeaders(req, res);
  void handle(req, res);
});
server.on('upgrade', (req, socket, head) => void upgrade(req, socket, head));
server.listen(port, hostname, () => {
  console.info(`Lektio ready on http://${hostname ?? 'localhost'}:${port}${dev ? ' (development)' : ''}`);
  // V8 sizes its heap at start from the host's memory; without the flags an instance under load
  // grows to 850-900 MB of RSS (decision 0087). Said once, not refused: a bigger limit may be chosen.
  const heapLimitMb = Math.round(getHeapStatistics().heap_size_limit / 2 ** 20);
  if (!dev && heapLimitMb > 2 * oldSpaceLimitMb) {
    console.warn(
      `V8 heap limit ${heapLimitMb} MB: start with \`npm start\` or \`node ${v8MemoryFlags.join(' ')} server.mjs\` ` +
        'to keep an instance under 500 MB (docs/performance.md, "Memory")',
    );
  }
});

// SIGTERM/SIGINT: finish what is in progress, then exit 0 (server/shutdown.mjs, docs/decisions/0060).
installShutdown({ server, requests: trackRequests(server), closeApp: () => app.close() });
