import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedResendRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
};

type Reply = { status: number; body: unknown };

/**
 * A local stand-in for api.resend.com, reached by the real SDK through RESEND_BASE_URL. It records
 * every request and answers like Resend: `{ id }` for a sent message, or the queued failures.
 */
export async function startFakeResend() {
  const requests: RecordedResendRequest[] = [];
  const queuedReplies: Reply[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      requests.push({
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
      });
      const reply = queuedReplies.shift() ?? { status: 200, body: { id: randomUUID() } };
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The next request gets this answer instead of a success. */
    failNext(status = 500, body: unknown = { statusCode: status, name: 'internal_server_error', message: 'boom' }) {
      queuedReplies.push({ status, body });
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export type FakeResend = Awaited<ReturnType<typeof startFakeResend>>;
