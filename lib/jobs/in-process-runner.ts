import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Cron } from 'croner';
import { NonRetriableError, type InngestFunction } from 'inngest';
import { claimCronTick } from './claim-cron-tick';
import { isInngestConfigured } from './inngest-client';
import { isProduction } from '@/lib/core/env';
import { onShutdown } from '@/lib/core/lifecycle';
import { log } from '@/lib/core/log';
import { createInProcessStepTools, Sleeper, type JobEvent, type JobEventInput } from './in-process-steps';
import { cancelRulesOf, cancels, RunCancelledError, type CancelRule } from './in-process-cancel-on';
import { eventMatches, handlerOf, parseCron, toEvent } from './in-process-triggers';

/**
 * The embedded default for jobs (ARCHITECTURE.md §7): when Inngest is not configured, the same
 * function objects run inside the app process, crons on their schedule and events as they are
 * sent. A failed run is retried like Inngest does it: the function's `retries` (Inngest's default,
 * 4, when unset), with backoff, steps that completed replayed rather than run again, and no retry
 * after a NonRetriableError. A function's `cancelOn` cancels its runs in progress: a matching event
 * ends their sleep and no further step runs. Nothing survives a restart, and flow control
 * (concurrency, debounce, batching) is ignored. Good for a laptop or a demo.
 */
type JobFunction = InngestFunction.Any;

/** A run from the moment it is started until it ends, so that a cancelling event can reach it. */
type ActiveRun = { fn: JobFunction; event: JobEvent; controller: AbortController };

/** Inngest deduplicates event ids for 24 hours; in process, the last 10,000 ids are remembered. */
const maxRememberedEventIds = 10_000;

/** Inngest's default number of retries of a function that sets none. */
const defaultRetries = 4;

/** 10 s, 20 s, 40 s... at most 30 minutes: a processor outage (the breaker opens for 15 s) is outlived. */
export const defaultRetryDelayMs = (attempt: number) => Math.min(10_000 * 2 ** attempt, 30 * 60_000);

export type InProcessJobRunnerOptions = {
  /** Wait before retry number `attempt + 1` (tests shorten it). */
  retryDelayMs?: (attempt: number) => number;
  /** Claims a cron tick for this instance (default: a row in cron_claims). */
  claimTick?: typeof claimCronTick;
};

export class InProcessJobRunner {
  private readonly sleeper = new Sleeper();
  private readonly crons: Cron[] = [];
  private readonly running = new Set<Promise<void>>();
  private readonly cronTriggers: { expression: string; fn: JobFunction }[] = [];
  private readonly eventTriggers: { pattern: string; fn: JobFunction }[] = [];
  private readonly retryDelayMs: (attempt: number) => number;
  /** Ids of recent events: a repeat (the outbox redelivering after a crash) starts nothing. */
  private readonly seenEventIds = new Set<string>();
  private readonly cancelRules = new Map<JobFunction, CancelRule[]>();
  private readonly activeRuns = new Set<ActiveRun>();
  private draining = false;
  private readonly claimTick: typeof claimCronTick;
  /** Names this process in cron_claims. */
  private readonly instanceId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  constructor(functions: readonly JobFunction[], options: InProcessJobRunnerOptions = {}) {
    this.retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
    this.claimTick = options.claimTick ?? claimCronTick;
    for (const fn of functions) {
      handlerOf(fn);
      this.cancelRules.set(fn, cancelRulesOf(fn));
      const triggers: readonly InngestFunction.Trigger<string>[] = fn.opts.triggers ?? [];
      for (const trigger of triggers) {
        if (trigger.cron) this.cronTriggers.push({ expression: trigger.cron, fn });
        if (!trigger.event) continue;
        // An `if` is a CEL expression that only Inngest evaluates; running regardless would be wrong.
        if (trigger.if)
          throw new Error(`Inngest function ${fn.opts.id}: trigger conditions (if) cannot run in process`);
        this.eventTriggers.push({
          pattern: typeof trigger.event === 'string' ? trigger.event : trigger.event.name,
          fn,
        });
      }
    }
  }

  /**
   * Schedules the crons; `protect` skips a tick while the previous run of the same cron is still
   * going, and each tick runs only where it is claimed (one instance of several, decision 0061).
   */
  start() {
    for (const { expression, fn } of this.cronTriggers) {
      const { pattern, timezone } = parseCron(expression);
      const event = () => toEvent({ name: 'inngest/scheduled.timer', data: { cron: expression } });
      const name = `${fn.opts.id}|${expression}`;
      this.crons.push(
        new Cron(pattern, { timezone, protect: true }, (self: Cron) => this.runClaimedTick(name, self, fn, event)),
      );
    }
  }

  /** Tracked like a run from the start, so `idle()` and `drain()` wait for the claim too. */
  private runClaimedTick(name: string, cron: Cron, fn: JobFunction, event: () => JobEvent): Promise<void> {
    const tickAt = cron.currentRun() ?? new Date();
    const tick = this.claimTick(name, tickAt, this.instanceId)
      .then(
        (claimed) => (claimed ? this.runInBackground(fn, event()) : undefined),
        // Without the claim another instance may run it; running here too could do it twice.
        (error: unknown) => log.warn({ err: error, cron: name }, 'cron tick skipped: its claim could not be recorded'),
      )
      .finally(() => this.running.delete(tick));
    this.running.add(tick);
    return tick;
  }

  stop() {
    for (const cron of this.crons.splice(0)) cron.stop();
    this.sleeper.cancelAll('The in-process job runner stopped');
  }

  /**
   * Graceful shutdown: the crons stop, no run starts any more (a send is refused, so the outbox
   * keeps its event for the next process), and each run in progress ends once the step it is in
   * has finished (a sleeping run at once). Resolves when none is left.
   */
  async drain(): Promise<void> {
    this.draining = true;
    this.stop();
    for (const run of this.activeRuns) run.controller.abort(new RunCancelledError(shutdownEventName));
    await this.idle();
  }

  /** Runs whose function's cancelOn matches the event are cancelled (before any further step). */
  private cancelRunsFor(event: JobEvent) {
    for (const run of this.activeRuns) {
      if (run.controller.signal.aborted) continue;
      if (cancels(this.cancelRules.get(run.fn) ?? [], run.event, event))
        run.controller.abort(new RunCancelledError(event.name));
    }
  }

  private begin(fn: JobFunction, event: JobEvent): ActiveRun {
    const run = { fn, event, controller: new AbortController() };
    this.activeRuns.add(run);
    return run;
  }

  /** Starts every function whose trigger matches, after the caller's current work; never throws for a run. */
  send(payload: JobEventInput | JobEventInput[]): { ids: string[] } {
    if (this.draining) throw new Error('The in-process job runner is shutting down; the event was not taken');
    const events = (Array.isArray(payload) ? payload : [payload]).map(toEvent);
    for (const event of events) {
      if (this.seenEventIds.has(event.id)) continue;
      this.rememberEventId(event.id);
      this.cancelRunsFor(event);
      for (const { pattern, fn } of this.eventTriggers)
        if (eventMatches(pattern, event.name)) void this.runInBackground(fn, event);
    }
    return { ids: events.map((event) => event.id) };
  }

  /**
   * One run of one function, retries included, awaited: its result, or the error of its last attempt
   * (a RunCancelledError when an event of its cancelOn came first).
   */
  async run(fn: JobFunction, event: JobEvent, active: ActiveRun = this.begin(fn, event)): Promise<unknown> {
    try {
      return await this.attempts(fn, event, active.controller.signal);
    } finally {
      this.activeRuns.delete(active);
    }
  }

  private async attempts(fn: JobFunction, event: JobEvent, signal: AbortSignal): Promise<unknown> {
    const runId = randomUUID();
    const logger = log.child({ component: 'jobs', functionId: fn.opts.id, runId, eventName: event.name });
    const maxAttempts = (fn.opts.retries ?? defaultRetries) + 1;
    const memo = new Map<string, unknown>();
    for (let attempt = 0; ; attempt += 1) {
      signal.throwIfAborted();
      const step = createInProcessStepTools({ sleeper: this.sleeper, signal, send: (next) => this.send(next), memo });
      try {
        return await handlerOf(fn)({ event, events: [event], runId, attempt, maxAttempts, step, logger });
      } catch (error) {
        signal.throwIfAborted(); // a cancelled run is not retried
        if (error instanceof NonRetriableError || attempt + 1 >= maxAttempts) throw error;
        const delayMs = this.retryDelayMs(attempt);
        logger.warn({ err: error, attempt, retryInMs: delayMs }, 'job attempt failed; retrying');
        await this.sleeper.wait(delayMs, signal);
      }
    }
  }

  private rememberEventId(id: string) {
    this.seenEventIds.add(id);
    if (this.seenEventIds.size > maxRememberedEventIds) {
      const oldest = this.seenEventIds.values().next();
      if (!oldest.done) this.seenEventIds.delete(oldest.value);
    }
  }

  /** Resolves once no run is in progress (tests, graceful shutdown). */
  async idle() {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private runInBackground(fn: JobFunction, event: JobEvent): Promise<void> {
    if (this.draining) return Promise.resolve();
    const logger = log.child({ component: 'jobs', functionId: fn.opts.id, eventName: event.name });
    // Registered now: an event sent in the same tick as the trigger can already cancel the run.
    const active = this.begin(fn, event);
    const execution = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.run(fn, event, active))
      .then(
        (result) => logger.info({ result }, 'job finished'),
        (error: unknown) =>
          error instanceof RunCancelledError
            ? logger.info({ cancelledBy: error.byEvent }, 'job cancelled')
            : logger.error({ err: error }, 'job failed'),
      )
      .finally(() => this.running.delete(execution));
    this.running.add(execution);
    return execution;
  }
}

/** What a run cut short by shutdown reports as the event that cancelled it. */
const shutdownEventName = 'lektio/server.shutdown';

const holder = globalThis as unknown as {
  __lektioJobRunner?: InProcessJobRunner;
  __lektioJobRunnerUnregister?: () => void;
};

export const inProcessJobRunner = (): InProcessJobRunner | undefined => holder.__lektioJobRunner;

/**
 * Called once at server start (instrumentation-node.ts) with every function of inngest/. With Inngest
 * configured it does nothing: Inngest calls /api/inngest. A second call (dev reload) replaces the
 * previous runner.
 */
export async function startInProcessJobs(
  functions: readonly JobFunction[],
  options?: InProcessJobRunnerOptions,
): Promise<InProcessJobRunner | null> {
  if (isInngestConfigured()) return null;
  if (isProduction()) {
    throw new Error(
      'Inngest is not configured: set INNGEST_EVENT_KEY and INNGEST_SIGNING_KEY (in-process jobs are for development only)',
    );
  }
  stopInProcessJobs();
  const runner = new InProcessJobRunner(functions, options);
  runner.start();
  holder.__lektioJobRunner = runner;
  holder.__lektioJobRunnerUnregister = onShutdown({ name: 'in-process jobs', phase: 'drain', run: drainInProcessJobs });
  log.info({ functions: functions.map((fn) => fn.opts.id) }, 'in-process job runner started');
  return runner;
}

export function stopInProcessJobs() {
  holder.__lektioJobRunner?.stop();
  holder.__lektioJobRunner = undefined;
  holder.__lektioJobRunnerUnregister?.();
  holder.__lektioJobRunnerUnregister = undefined;
}

/** The shutdown hook (server/shutdown.mjs): lets the runs in progress finish their current step. */
export async function drainInProcessJobs(): Promise<void> {
  await holder.__lektioJobRunner?.drain();
}
