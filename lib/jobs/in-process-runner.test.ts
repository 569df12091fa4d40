import { Inngest, NonRetriableError } from 'inngest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { functions } from '@/inngest';
import { inngest } from '@/inngest/client';
import { sweepExpiredAuthRecordsFunction } from '@/inngest/functions/auth/sweep-expired-auth-records';
import { notifyExpiringCreditsFunction } from '@/inngest/functions/notifications/notify-expiring-credits';
import { RunCancelledError } from './in-process-cancel-on';
import { defaultRetryDelayMs, InProcessJobRunner, startInProcessJobs, stopInProcessJobs } from './in-process-runner';
import { parseCron } from './in-process-triggers';
import { sendEvent } from './send-event';

// A client of its own: these functions exist only for this test.
const testInngest = new Inngest({ id: 'runner-test' });

function cronFunction(cron: string, ticks: string[]) {
  return testInngest.createFunction({ id: `cron-${ticks.length}`, triggers: [{ cron }] }, async ({ event, step }) =>
    step.run('tick', () => {
      ticks.push(new Date().toISOString().slice(0, 16)); // to the minute
      return { name: event.name };
    }),
  );
}

describe('InProcessJobRunner crons', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2030-01-07T07:58:30Z') }));
  afterEach(() => vi.useRealTimers());

  it('runs a cron function when its time comes, in the zone the cron names', async () => {
    const ticks: string[] = [];
    // 09:00 in Paris is 08:00 UTC in winter.
    const runner = new InProcessJobRunner([cronFunction('TZ=Europe/Paris 0 9 * * *', ticks)], {
      claimTick: async () => true,
    });
    runner.start();

    await vi.advanceTimersByTimeAsync(60_000);
    expect(ticks).toEqual([]);

    await vi.advanceTimersByTimeAsync(60_000);
    await runner.idle();
    expect(ticks).toEqual(['2030-01-07T08:00']);

    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    expect(ticks).toHaveLength(2);
    runner.stop();
  });

  it('lets a run sleep and wake up', async () => {
    const steps: string[] = [];
    const sleeper = testInngest.createFunction(
      { id: 'sleeper', triggers: [{ event: 'test/sleep' }] },
      async ({ step }) => {
        await step.run('before', () => steps.push('before'));
        await step.sleep('nap', '1h');
        await step.run('after', () => steps.push('after'));
      },
    );
    const runner = new InProcessJobRunner([sleeper]);
    runner.send({ name: 'test/sleep' });

    await vi.advanceTimersByTimeAsync(59 * 60 * 1000);
    expect(steps).toEqual(['before']);
    await vi.advanceTimersByTimeAsync(60 * 1000);
    await runner.idle();
    expect(steps).toEqual(['before', 'after']);
  });
});

describe('InProcessJobRunner cancelOn', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2030-01-07T08:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  /** Sleeps an hour, then delivers: cancelled by `test/cancelled` with the same data.messageId. */
  function delayedDelivery(delivered: string[], cancelOn: { event: string; match?: string; if?: string }[]) {
    return testInngest.createFunction(
      { id: `delayed-${delivered.length}-${cancelOn.length}`, triggers: [{ event: 'test/created' }], cancelOn },
      async ({ event, step }) => {
        await step.sleep('wait', '1h');
        await step.run('deliver', () => delivered.push(String(event.data.messageId)));
      },
    );
  }

  it('cancels a sleeping run when the event matches its trigger on the field: no further step runs', async () => {
    const delivered: string[] = [];
    const runner = new InProcessJobRunner([
      delayedDelivery(delivered, [{ event: 'test/cancelled', match: 'data.messageId' }]),
    ]);
    runner.send([
      { name: 'test/created', data: { messageId: 'm1' } },
      { name: 'test/created', data: { messageId: 'm2' } },
    ]);
    await vi.advanceTimersByTimeAsync(30 * 60 * 1000);
    runner.send({ name: 'test/cancelled', data: { messageId: 'm1' } });
    runner.send({ name: 'test/other', data: { messageId: 'm2' } });
    await vi.advanceTimersByTimeAsync(31 * 60 * 1000);
    await runner.idle();
    expect(delivered).toEqual(['m2']);
  });

  it('cancels a run sent in the same tick, before its first step', async () => {
    const delivered: string[] = [];
    const fn = delayedDelivery(delivered, [
      { event: 'test/cancelled', if: 'event.data.messageId == async.data.messageId' },
    ]);
    const runner = new InProcessJobRunner([fn]);
    runner.send({ name: 'test/created', data: { messageId: 'm1' } });
    runner.send({ name: 'test/cancelled', data: { messageId: 'm1' } });
    await vi.advanceTimersByTimeAsync(2 * 60 * 60 * 1000);
    await runner.idle();
    expect(delivered).toEqual([]);
  });

  it('rejects an awaited run with RunCancelledError and does not retry it', async () => {
    const delivered: string[] = [];
    const fn = delayedDelivery(delivered, [{ event: 'test/cancelled', match: 'data.messageId' }]);
    const runner = new InProcessJobRunner([fn], { retryDelayMs: () => 1 });
    const run = runner.run(fn, { name: 'test/created', data: { messageId: 'm1' }, id: 'e1', ts: 0 });
    const outcome = expect(run).rejects.toBeInstanceOf(RunCancelledError);
    runner.send({ name: 'test/cancelled', data: { messageId: 'm1' } });
    await outcome;
    await vi.advanceTimersByTimeAsync(2 * 60 * 60 * 1000);
    expect(delivered).toEqual([]);
  });

  it('cancels nothing when the field is missing on either event', async () => {
    const delivered: string[] = [];
    const runner = new InProcessJobRunner([
      delayedDelivery(delivered, [{ event: 'test/cancelled', match: 'data.messageId' }]),
    ]);
    runner.send({ name: 'test/created', data: { messageId: 'm1' } });
    runner.send({ name: 'test/cancelled', data: {} });
    await vi.advanceTimersByTimeAsync(61 * 60 * 1000);
    await runner.idle();
    expect(delivered).toEqual(['m1']);
  });

  it('refuses at start-up a cancelOn it cannot evaluate', () => {
    const opaque = delayedDelivery([], [{ event: 'test/cancelled', if: 'async.data.count > 2' }]);
    expect(() => new InProcessJobRunner([opaque])).toThrow('this cancelOn condition cannot run in process');
  });
});

describe('InProcessJobRunner retries', () => {
  const quick = { retryDelayMs: () => 1 };

  it("retries a failed run up to the function's retries, replaying the steps that completed", async () => {
    const calls = { charge: 0, cancel: 0 };
    const flaky = testInngest.createFunction(
      { id: 'flaky', retries: 3, triggers: [{ event: 'test/flaky' }] },
      async ({ step, attempt }) => {
        const charged = await step.run('charge', () => ++calls.charge);
        const cancelled = await step.run('cancel', () => {
          calls.cancel += 1;
          if (calls.cancel < 3) throw new Error('processor unavailable');
          return 'done';
        });
        return { charged, cancelled, attempt };
      },
    );
    const runner = new InProcessJobRunner([flaky], quick);

    const result = await runner.run(flaky, { name: 'test/flaky', data: {}, id: 'e1', ts: 0 });

    expect(result).toEqual({ charged: 1, cancelled: 'done', attempt: 2 });
    expect(calls).toEqual({ charge: 1, cancel: 3 });
  });

  it('gives up after the last retry (Inngest default: 4) with the last error', async () => {
    let attempts = 0;
    const broken = testInngest.createFunction({ id: 'broken', triggers: [{ event: 'test/broken' }] }, async () => {
      attempts += 1;
      throw new Error(`attempt ${attempts} failed`);
    });
    const runner = new InProcessJobRunner([broken], quick);

    await expect(runner.run(broken, { name: 'test/broken', data: {}, id: 'e1', ts: 0 })).rejects.toThrow(
      'attempt 5 failed',
    );
    expect(attempts).toBe(5);
  });

  it('never retries a NonRetriableError', async () => {
    let attempts = 0;
    const refused = testInngest.createFunction({ id: 'refused', triggers: [{ event: 'test/refused' }] }, async () => {
      attempts += 1;
      throw new NonRetriableError('nothing to retry');
    });
    const runner = new InProcessJobRunner([refused], quick);

    await expect(runner.run(refused, { name: 'test/refused', data: {}, id: 'e1', ts: 0 })).rejects.toThrow(
      'nothing to retry',
    );
    expect(attempts).toBe(1);
  });

  it('backs off 10 s, 20 s, 40 s... up to 30 minutes between attempts by default', () => {
    expect([0, 1, 2, 3, 10].map(defaultRetryDelayMs)).toEqual([10_000, 20_000, 40_000, 80_000, 30 * 60_000]);
  });
});

describe('sendEvent without Inngest', () => {
  beforeEach(() => {
    vi.stubEnv('INNGEST_EVENT_KEY', undefined);
    vi.stubEnv('INNGEST_SIGNING_KEY', undefined);
    vi.stubEnv('INNGEST_DEV', undefined);
  });
  afterEach(() => {
    stopInProcessJobs();
    vi.unstubAllEnvs();
  });

  it('invokes the matching event function once, with the event', async () => {
    const received: unknown[] = [];
    const unrelated = vi.fn();
    const greet = testInngest.createFunction(
      { id: 'greet', triggers: [{ event: 'test/hello' }] },
      async ({ event, step }) => step.run('record', () => received.push(event.data)),
    );
    const other = testInngest.createFunction({ id: 'other', triggers: [{ event: 'test/other' }] }, async () =>
      unrelated(),
    );
    const runner = await startInProcessJobs([greet, other]);

    const { ids } = await sendEvent('test/hello', { name: 'Ada' });
    await runner?.idle();

    expect(ids).toHaveLength(1);
    expect(received).toEqual([{ name: 'Ada' }]);
    expect(unrelated).not.toHaveBeenCalled();
  });

  it('goes through Inngest instead when it is configured', async () => {
    vi.stubEnv('INNGEST_EVENT_KEY', 'test-event-key');
    vi.stubEnv('INNGEST_SIGNING_KEY', 'signkey-test-0000');
    const send = vi.spyOn(inngest, 'send').mockResolvedValue({ ids: ['from-inngest'] });
    expect(await startInProcessJobs([])).toBeNull();
    expect(await sendEvent('test/hello', { name: 'Ada' })).toEqual({ ids: ['from-inngest'] });
    expect(send).toHaveBeenCalledWith({ name: 'test/hello', data: { name: 'Ada' } });
    send.mockRestore();
  });

  it('reports a step tool it cannot run instead of hanging', async () => {
    const waiting = testInngest.createFunction(
      { id: 'waiting', triggers: [{ event: 'test/wait' }] },
      async ({ step }) => step.waitForEvent('reply', { event: 'test/reply', timeout: '1h' }),
    );
    const runner = new InProcessJobRunner([waiting]);
    await expect(runner.run(waiting, { name: 'test/wait', data: {}, id: 'e1', ts: 0 })).rejects.toThrow(
      'step.waitForEvent is not supported by the in-process job runner',
    );
  });
});

describe('the project functions', () => {
  it('can all be run in process', () => {
    expect(() => new InProcessJobRunner(functions)).not.toThrow();
  });

  it('include the daily expiring-credits notices', async () => {
    expect(functions).toContain(notifyExpiringCreditsFunction);
    const runner = new InProcessJobRunner(functions);
    const event = { name: 'inngest/scheduled.timer', data: { cron: 'TZ=UTC 0 7 * * *' }, id: 'e2', ts: Date.now() };
    expect(await runner.run(notifyExpiringCreditsFunction, event)).toEqual({
      notified: expect.any(Number),
      skipped: expect.any(Number),
    });
  });

  it('runs a real function in process and returns its result', async () => {
    const runner = new InProcessJobRunner(functions);
    const event = { name: 'inngest/scheduled.timer', data: { cron: 'TZ=UTC 15 * * * *' }, id: 'e1', ts: Date.now() };
    expect(await runner.run(sweepExpiredAuthRecordsFunction, event)).toEqual({
      oauthStates: expect.any(Number),
      magicLinkTokens: expect.any(Number),
      authSessions: expect.any(Number),
      rateLimits: expect.any(Number),
    });
  });

  it('reads the zone prefix of Inngest crons', () => {
    expect(parseCron('TZ=UTC 15 * * * *')).toEqual({ timezone: 'UTC', pattern: '15 * * * *' });
    expect(parseCron('*/5 * * * *')).toEqual({ pattern: '*/5 * * * *' });
  });
});

describe('InProcessJobRunner crons on several instances', () => {
  it('runs each tick once when two instances schedule the same cron (claimed in cron_claims)', async () => {
    const ticks: string[] = [];
    const everySecond = testInngest.createFunction(
      { id: `every-second-${Date.now()}`, triggers: [{ cron: 'TZ=UTC * * * * * *' }] },
      async ({ step }) => step.run('tick', () => ticks.push(new Date().toISOString().slice(0, 19))),
    );
    const instances = [new InProcessJobRunner([everySecond]), new InProcessJobRunner([everySecond])];
    for (const instance of instances) instance.start();
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    for (const instance of instances) instance.stop();
    await Promise.all(instances.map((instance) => instance.idle()));

    expect(ticks.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ticks).size).toBe(ticks.length);
  });
});
