import { durationToMs } from 'inngest';
import type { Logger } from '@/lib/core/log';

export type JobEventInput = { name: string; data?: Record<string, unknown>; id?: string; ts?: number };
export type JobEvent = { name: string; data: Record<string, unknown>; id: string; ts: number };
type StepId = string | { id: string; name?: string };

/** setTimeout holds at most ~24.8 days; longer sleeps are chained. */
const maxTimeoutMs = 2 ** 31 - 1;

type PendingSleep = { timer?: ReturnType<typeof setTimeout>; reject: (reason: Error) => void };

/** The runner's sleeps, so that stopping the runner ends sleeping runs instead of leaving them hanging. */
export class Sleeper {
  private readonly pending = new Set<PendingSleep>();

  wait(ms: number): Promise<void> {
    const until = Date.now() + Math.max(0, ms);
    return new Promise((resolve, reject) => {
      const entry: PendingSleep = { reject };
      const tick = () => {
        const left = until - Date.now();
        if (left > 0) {
          entry.timer = setTimeout(tick, Math.min(left, maxTimeoutMs));
          return;
        }
        this.pending.delete(entry);
        resolve();
      };
      this.pending.add(entry);
      tick();
    });
  }

  cancelAll(reason: string) {
    for (const entry of this.pending) {
      clearTimeout(entry.timer);
      entry.reject(new Error(reason));
    }
    this.pending.clear();
  }
}

/** Step results go through JSON as they do with Inngest, so a Date comes back as a string either way. */
const asJson = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

type StepToolsDeps = { sleeper: Sleeper; send: (payload: JobEventInput | JobEventInput[]) => { ids: string[] } };

/**
 * The subset of Inngest's `step` that runs in process: each step runs once, right away, with no
 * memoisation or retries (the process is the whole run). Any other tool fails with a clear message.
 */
export function createInProcessStepTools({ sleeper, send }: StepToolsDeps) {
  const tools = {
    run: async (_id: StepId, fn: (...args: unknown[]) => unknown, ...args: unknown[]) => asJson(await fn(...args)),
    sleep: (_id: StepId, duration: unknown) => sleeper.wait(durationToMs(duration)),
    sleepUntil: (_id: StepId, time: Date | string | number) => sleeper.wait(new Date(time).getTime() - Date.now()),
    sendEvent: async (_id: StepId, payload: JobEventInput | JobEventInput[]) => send(payload),
  };
  return new Proxy(tools, {
    get(target, property, receiver) {
      if (typeof property === 'symbol' || property === 'then' || property in target)
        return Reflect.get(target, property, receiver);
      return () => {
        throw new Error(`step.${property} is not supported by the in-process job runner; configure Inngest to use it`);
      };
    },
  });
}

export type InProcessContext = {
  event: JobEvent;
  events: JobEvent[];
  runId: string;
  attempt: number;
  maxAttempts: number;
  step: ReturnType<typeof createInProcessStepTools>;
  logger: Logger;
};
