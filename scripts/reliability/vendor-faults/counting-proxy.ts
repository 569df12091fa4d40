// Between the Stripe SDK and the simulated processor: counts what reaches the simulator, and can hold
// requests unanswered so that the SDK's own timeout (5 s against the simulator) cuts them.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startCountingProxy(target: string) {
  let hanging = false;
  const forwarded: string[] = [];
  let held = 0;
  const server = http.createServer((req, res) => {
    if (hanging) {
      held += 1;
      req.resume(); // read and never answer: the client gives up
      return;
    }
    forwarded.push(`${req.method} ${req.url?.split('?')[0]}`);
    const upstream = http.request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Requests passed on to the simulator, as `METHOD /path`. */
    forwarded: forwarded as readonly string[],
    held: () => held,
    hang: (on: boolean) => void (hanging = on),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type CountingProxy = Awaited<ReturnType<typeof startCountingProxy>>;
