import { Inngest } from 'inngest';
import { afterEach, describe, expect, it } from 'vitest';
import { lifecycle } from '@/lib/core/lifecycle';
import { drainInProcessJobs, InProcessJobRunner, startInProcessJobs, stopInProcessJobs } from './in-process-runner';

// A client of its own: these functions exist only for this test.
const testInngest = new Inngest({ id: 'runner-drain-test' });

/** A delivery of two steps; the first waits until the test lets it go. */
function deliveryFunction(steps: string[], gate: Promise<void>) {
  return testInngest.createFunction({ id: 'deliver', triggers: [{ event: 'test/deliver' }] }, async ({ step }) => {
    await step.run('send', async () => {
      steps.push('send started');
      await gate;
      steps.push('send finished');
    });
    await step.run('mark', () => steps.push('mark'));
  });
}

const gated = () => {
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { gate, open };
};

afterEach(() => stopInProcessJobs());

describe('InProcessJobRunner.drain (graceful shutdown)', () => {
  it('lets the step in progress finish, runs no further step and starts no new run', async () => {
    const steps: string[] = [];
    const { gate, open } = gated();
    const runner = new InProcessJobRunner([deliveryFunction(steps, gate)]);
    runner.send({ name: 'test/deliver' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(steps).toEqual(['send started']);

    let drained = false;
    const draining = runner.drain().then(() => (drained = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drained).toBe(false); // waits for the delivery in progress

    // An event arriving now is refused, so the outbox keeps it for the next process.
    expect(() => runner.send({ name: 'test/deliver' })).toThrow(/shutting down/);

    open();
    await draining;
    expect(steps).toEqual(['send started', 'send finished']);
  });

  it('ends a sleeping run at once', async () => {
    const steps: string[] = [];
    const sleeper = testInngest.createFunction(
      { id: 'sleepy', triggers: [{ event: 'test/sleepy' }] },
      async ({ step }) => {
        await step.run('before', () => steps.push('before'));
        await step.sleep('long', '7d');
        await step.run('after', () => steps.push('after'));
      },
    );
    const runner = new InProcessJobRunner([sleeper]);
    runner.send({ name: 'test/sleepy' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    await runner.drain();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(steps).toEqual(['before']);
  });

  it('is registered as a shutdown hook while the runner is started, and removed when it stops', async () => {
    const hookNames = () => [...lifecycle().hooks].map((hook) => hook.name);
    await startInProcessJobs([]);
    expect(hookNames()).toContain('in-process jobs');
    await drainInProcessJobs();
    stopInProcessJobs();
    expect(hookNames()).not.toContain('in-process jobs');
  });
});
