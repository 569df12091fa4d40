import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What every part of the simulated Google shares: Google's error body, JSON answers, the request
 * body, the Bearer token of a call, and a server that listens and closes cleanly.
 */

export const googleError = (code: number, message: string) => ({
  error: { code, message, errors: [{ message, domain: 'global', reason: code === 404 ? 'notFound' : 'error' }] },
});

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function send(res: ServerResponse, status: number, body: unknown) {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export function sendNoContent(res: ServerResponse) {
  res.writeHead(204);
  res.end();
}

export const bearerOf = (req: IncomingMessage) => /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];

/** One request as the route modules see it; `body` is read once, before routing. */
export type SimulatorRequest = { req: IncomingMessage; res: ServerResponse; url: URL; method: string; body: string };

/** A route module answers the request and returns true, or returns false to let the next one try. */
export type SimulatorRoutes = (request: SimulatorRequest) => boolean | Promise<boolean>;

export type ListeningServer = { base: string; close(): Promise<void> };

/** Serves `routes` in order (404 in Google's shape when none answers) on hostname:port (0: any free port). */
export async function listen(
  routes: SimulatorRoutes[],
  { port = 0, hostname = '127.0.0.1' }: { port?: number; hostname?: string } = {},
): Promise<ListeningServer> {
  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { error: String(error) }));
  });
  async function handle(req: IncomingMessage, res: ServerResponse) {
    const request = {
      req,
      res,
      url: new URL(req.url ?? '/', 'http://simulator'),
      method: req.method ?? 'GET',
      body: await readBody(req),
    };
    for (const route of routes) if (await route(request)) return;
    send(res, 404, googleError(404, 'Not Found'));
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => resolve());
  });
  return {
    base: `http://${hostname}:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
