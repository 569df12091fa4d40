import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

type Handler = (req: Request, segment: { params: Promise<Record<string, string>> }) => Promise<Response>;

const headersOf = (req: IncomingMessage) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  return headers;
};

/**
 * A local HTTP address in front of a route handler, for fakes that deliver to a URL the way the
 * real vendor does (Google Calendar's push notifications to the channel's address). `origin` goes
 * into APP_URL, so the app hands out addresses that reach the handler.
 */
export async function startWebhookReceiver(handler: Handler) {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      const request = new Request(`http://receiver${req.url}`, {
        method: req.method,
        headers: headersOf(req),
        body: body.length > 0 ? body : undefined,
      });
      const response = await handler(request, { params: Promise.resolve({}) });
      res.writeHead(response.status, { 'content-type': 'application/json' });
      res.end(await response.text());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
