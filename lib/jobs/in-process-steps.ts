import { durationToMs, NonRetriableError } from 'inngest';
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

  /** Resolves after `ms`; rejects with the signal's reason as soon as `signal` aborts (a cancelled run). */
  wait(ms: number, signal?: AbortSignal): Promise<void> {
    const until = Date.now() + Math.max(0, ms);
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason as Error);
      const entry: PendingSleep = { reject };
      const abort = () => {
        clearTimeout(entry.timer);
        this.pending.delete(entry);
        reject(signal?.reason as Error);
      };
      const tick = () => {
        const left = until - Date.now();
        if (left > 0) {
          entry.timer = setTimeout(tick, Math.min(left, maxTimeoutMs));
          return;
        }
        this.pending.delete(entry);
        signal?.removeEventListener('abort', abort);
        resolve();
      };
      this.pending.add(entry);
      signal?.addEventListener('abort', abort, { once: true });
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

type StepToolsDeps = {
  sleeper: Sleeper;
  /** Aborted when the run is cancelled (cancelOn): a sleep ends and no further step runs. */
  signal?: AbortSignal;
  send: (payload: JobEventInput | JobEventInput[]) => { ids: string[] };
  /** Results of the steps an earlier attempt of the same run completed, by step id. */
  memo: Map<string, unknown>;
};

/**
 * The subset of Inngest's `step` that runs in process. As with Inngest, a step that completed is
 * not run again when the function is retried: its result is replayed from `memo` (keyed by step id,
 * `id:1`, `id:2`... when an id repeats within a run). Any other tool fails with a clear message,
 * and never retries.
 */
export function createInProcessStepTools({ sleeper, signal, send, memo }: StepToolsDeps) {
  const seen = new Map<string, number>();
  const once = async <T>(stepId: StepId, body: () => Promise<T>): Promise<T> => {
    signal?.throwIfAborted();
    const id = typeof stepId === 'string' ? stepId : stepId.id;
    const repeat = seen.get(id) ?? 0;
    seen.set(id, repeat + 1);
    const key = repeat ? `${id}:${repeat}` : id;
    if (memo.has(key)) return memo.get(key) as T;
    const result = await body();
    memo.set(key, result);
    return result;
  };
  const tools = {
    run: (id: StepId, fn: (...args: unknown[]) => unknown, ...args: unknown[]) =>
      once(id, async () => asJson(await fn(...args))),
    sleep: (id: StepId, duration: unknown) => once(id, () => sleeper.wait(durationToMs(duration), signal)),
    sleepUntil: (id: StepId, time: Date | string | number) =>
      once(id, () => sleeper.wait(new Date(time).getTime() - Date.now(), signal)),
    sendEvent: (id: StepId, payload: JobEventInput | JobEventInput[]) => once(id, async () => send(payload)),
  };
  return new Proxy(tools, {
    get(target, property, receiver) {
      if (typeof property === 'symbol' || property === 'then' || property in target)
        return Reflect.get(target, property, receiver);
      return () => {
        throw new NonRetriableError(
          `step.${property} is not supported by the in-process job runner; configure Inngest to use it`,
        );
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
