import { afterEach, describe, expect, it } from 'vitest';
import { lifecycle as appLifecycle, onShutdown } from '@/lib/core/lifecycle';
import { lifecycle, runShutdownHooks, within } from './shutdown.mjs';

const removals: (() => void)[] = [];
afterEach(() => removals.splice(0).forEach((remove) => remove()));

describe('server/shutdown.mjs', () => {
  it('shares its state with the app (lib/core/lifecycle.ts)', () => {
    expect(lifecycle()).toBe(appLifecycle());
  });

  it('runs the drain hooks together, then the close hooks, each bounded', async () => {
    const order: string[] = [];
    const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    removals.push(
      onShutdown({ name: 'db', phase: 'close', run: async () => void order.push('close db') }),
      onShutdown({ name: 'jobs', phase: 'drain', run: () => later(30).then(() => void order.push('jobs drained')) }),
      onShutdown({
        name: 'outbox',
        phase: 'drain',
        run: () => later(10).then(() => void order.push('outbox drained')),
      }),
      onShutdown({ name: 'stuck', phase: 'drain', run: () => new Promise(() => {}) }),
      onShutdown({ name: 'broken', phase: 'drain', run: () => Promise.reject(new Error('boom')) }),
    );
    const lines: string[] = [];
    await runShutdownHooks({ drainMs: 200, closeMs: 200, report: (line) => lines.push(line) });
    expect(order).toEqual(['outbox drained', 'jobs drained', 'close db']);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^shutdown: stuck timed out/),
        'shutdown: broken failed: boom',
        expect.stringMatching(/^shutdown: db done/),
      ]),
    );
  });

  it('bounds a wait without rejecting', async () => {
    expect(await within(Promise.reject(new Error('x')), 50)).toBe('done');
    expect(await within(new Promise(() => {}), 20)).toBe('timed out');
  });
});
