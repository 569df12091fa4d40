/**
 * The process's shutdown state, shared with server.mjs (server/shutdown.mjs), which owns the signals.
 * It lives on globalThis under a registered symbol: server.mjs is not bundled by Next.js, and the
 * bundle may hold more than one copy of this module, so a module variable would not be seen by all.
 * docs/decisions/0060-readiness-shutdown-and-database-outage.md.
 */
export type ShutdownPhase = 'drain' | 'close';

/** `drain` hooks finish work in progress (jobs, outbox deliveries); `close` hooks then release resources. */
export type ShutdownHook = { name: string; phase: ShutdownPhase; run: () => Promise<void> };

export type Lifecycle = { shuttingDown: boolean; hooks: Set<ShutdownHook> };

export const lifecycleKey = Symbol.for('lektio.lifecycle');

export function lifecycle(): Lifecycle {
  const holder = globalThis as unknown as Record<symbol, Lifecycle | undefined>;
  return (holder[lifecycleKey] ??= { shuttingDown: false, hooks: new Set() });
}

/** True from the first SIGTERM/SIGINT on: readiness answers 503 and new background work is refused. */
export const isShuttingDown = (): boolean => lifecycle().shuttingDown;

/** Registers a hook that server.mjs runs on shutdown; returns its removal. */
export function onShutdown(hook: ShutdownHook): () => void {
  const { hooks } = lifecycle();
  hooks.add(hook);
  return () => hooks.delete(hook);
}
