/**
 * Built app processes and a round-robin proxy in front of them, for the reliability harnesses and
 * the load runner: the scale-out shape (stateless instances on one PostgreSQL) on one machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import { v8MemoryFlags } from '../../server/v8-defaults.mjs';

export type AppProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  output: string[];
  stop(): Promise<number | null>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `node server.mjs` of the build in NEXT_DIST_DIR (default .next); resolves once /api/health answers.
 * `nodeArgs` go on node's own command line (flags such as --cpu-prof that NODE_OPTIONS refuses).
 */
export async function startApp(
  port: number,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<AppProcess> {
  const url = `http://127.0.0.1:${port}`;
  // As `npm start` runs it (server/v8-defaults.mjs); LEKTIO_V8_DEFAULTS=off to compare without.
  const v8Flags = process.env.LEKTIO_V8_DEFAULTS === 'off' ? [] : v8MemoryFlags;
  const child = spawn(
    process.execPath,
    [...v8Flags, ...nodeArgs, 'server.mjs', '-p', String(port), '-H', '127.0.0.1'],
    {
      env: { ...process.env, APP_URL: url, LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    return exited;
  };
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`app on ${port} exited: ${output.slice(-5).join('\n')}`);
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { url, port, child, output, stop };
    await sleep(250);
  }
  await stop();
  throw new Error(`app on ${port} did not answer /api/health within 60 s`);
}

/**
 * Forwards each request to the next target in turn, as a load balancer would, and appends the
 * client to X-Forwarded-For (the apps trust it with TRUST_PROXY=loopback). A request may pin its
 * target with `x-cluster-target: <index>`; the answer says which served it in `x-cluster-served-by`.
 */
export async function startRoundRobinProxy(
  targets: string[],
  port: number,
): Promise<{ url: string; close(): Promise<void> }> {
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const pinned = Number(incoming.headers['x-cluster-target']);
    const index = Number.isInteger(pinned) && targets[pinned] ? pinned : next++ % targets.length;
    const target = new URL(incoming.url ?? '/', targets[index]);
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = request(
      target,
      { method: incoming.method, headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-cluster-served-by': String(index) });
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
