import type { Server } from 'node:http';

export type ShutdownHook = { name: string; phase: 'drain' | 'close'; run: () => Promise<void> };
export type Lifecycle = { shuttingDown: boolean; hooks: Set<ShutdownHook> };

export declare function lifecycle(): Lifecycle;
export declare function within(work: Promise<unknown>, ms: number): Promise<'done' | 'timed out'>;
export declare function runShutdownHooks(options: {
  drainMs: number;
  closeMs: number;
  report: (line: string) => void;
}): Promise<void>;
export declare function trackRequests(server: Server): { inFlight: () => number; idle: () => Promise<void> };
export declare function installShutdown(options: {
  server: Server;
  requests: ReturnType<typeof trackRequests>;
  closeApp: () => Promise<void>;
  requestsMs?: number;
  drainMs?: number;
  closeMs?: number;
}): void;
