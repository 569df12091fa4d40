// @ts-check
// Graceful shutdown of server.mjs (docs/decisions/0060-readiness-shutdown-and-database-outage.md):
// the state is shared with the app through globalThis (lib/core/lifecycle.ts, same symbol).

const lifecycleKey = Symbol.for('lektio.lifecycle');

/** @typedef {{ name: string, phase: 'drain' | 'close', run: () => Promise<void> }} ShutdownHook */
/** @typedef {{ shuttingDown: boolean, hooks: Set<ShutdownHook> }} Lifecycle */

/** @returns {Lifecycle} */
export function lifecycle() {
  const holder = /** @type {Record<symbol, Lifecycle | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (holder[lifecycleKey] ??= { shuttingDown: false, hooks: new Set() });
}

/**
 * Resolves with 'done' when `work` settles, or with 'timed out' after `ms`; never rejects.
 * @param {Promise<unknown>} work
 * @param {number} ms
 * @returns {Promise<'done' | 'timed out'>}
 */
export function within(work, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((resolve) => (timer = setTimeout(() => resolve('timed out'), ms)));
  const settled = work.then(
    () => 'done',
    () => 'done',
  );
  return /** @type {Promise<'done' | 'timed out'>} */ (Promise.race([settled, timeout])).finally(() =>
    clearTimeout(timer),
  );
}

/**
 * Runs the registered hooks: every `drain` hook together (each bounded by `drainMs`), then every
 * `close` hook (each bounded by `closeMs`). A hook that throws or overruns is reported, not fatal.
 * @param {{ drainMs: number, closeMs: number, report: (line: string) => void }} options
 */
export async function runShutdownHooks({ drainMs, closeMs, report }) {
  const hooks = [...lifecycle().hooks];
  for (const [phase, ms] of /** @type {const} */ ([
    ['drain', drainMs],
    ['close', closeMs],
  ])) {
    await Promise.all(
      hooks
        .filter((hook) => hook.phase === phase)
        .map(async (hook) => {
          const started = Date.now();
          const outcome = await within(
            Promise.resolve()
              .then(() => hook.run())
              .catch((error) => {
                report(`shutdown: ${hook.name} failed: ${error instanceof Error ? error.message : error}`);
              }),
            ms,
          );
          report(`shutdown: ${hook.name} ${outcome} in ${Date.now() - started} ms`);
        }),
    );
  }
}

/**
 * Counts the requests in progress on `server` so shutdown can wait for them; while shutting down,
 * responses close their connection (a keep-alive client must not send the next request here).
 * @param {import('node:http').Server} server
 */
export function trackRequests(server) {
  let inFlight = 0;
  /** @type {Set<() => void>} */
  const waiters = new Set();
  server.on('request', (_req, res) => {
    inFlight += 1;
    if (lifecycle().shuttingDown) res.setHeader('Connection', 'close');
    res.once('close', () => {
      inFlight -= 1;
      if (lifecycle().shuttingDown) server.closeIdleConnections();
      if (inFlight === 0) for (const wake of waiters) wake();
    });
  });
  return {
    inFlight: () => inFlight,
    /** Resolves once no request is in progress. */
    idle: () => (inFlight === 0 ? Promise.resolve() : new Promise((resolve) => waiters.add(() => resolve(undefined)))),
  };
}

/**
 * SIGTERM/SIGINT: stop accepting, mark not ready, let requests in progress finish (at most
 * `requestsMs`), run the drain and close hooks, close Next.js, exit 0. A second signal exits at once.
 * @param {{ server: import('node:http').Server, requests: ReturnType<typeof trackRequests>,
 *   closeApp: () => Promise<void>, requestsMs?: number, drainMs?: number, closeMs?: number }} options
 */
export function installShutdown({
  server,
  requests,
  closeApp,
  requestsMs = 10_000,
  drainMs = 10_000,
  closeMs = 5_000,
}) {
  const report = (/** @type {string} */ line) => console.info(line);
  /** @param {NodeJS.Signals} signal */
  const onSignal = async (signal) => {
    if (lifecycle().shuttingDown) {
      report(`shutdown: second ${signal}, exiting now`);
      process.exit(1);
    }
    lifecycle().shuttingDown = true;
    const started = Date.now();
    report(`shutdown: ${signal} received, ${requests.inFlight()} request(s) in progress`);
    server.close();
    server.closeIdleConnections();
    const waited = await within(requests.idle(), requestsMs);
    report(`shutdown: requests ${waited} in ${Date.now() - started} ms`);
    server.closeAllConnections();
    await runShutdownHooks({ drainMs, closeMs, report });
    await within(closeApp(), closeMs);
    report(`shutdown: complete in ${Date.now() - started} ms`);
    process.exit(0);
  };
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, (s) => void onSignal(s));
}
