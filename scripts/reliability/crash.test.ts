// Issue 37 item 4 in CI: a process with 20 bookings and 20 processor events in flight is killed
// (SIGKILL), the database is opened again, and nothing answered is lost, nothing is half stored,
// and every event replays to exactly one grant. One round per engine; `npm run reliability:crash`
// runs more rounds and prints the figures (docs/reliability.md).
import { describe, expect, it } from 'vitest';
import { runCrashTrial, type Engine } from './crash-trial';

const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['postgres', 'pglite'] : ['pglite'];

describe('a SIGKILL with bookings and payments in flight', () => {
  it.each(engines)('loses nothing on %s', { timeout: 300_000 }, async (engine) => {
    const result = await runCrashTrial(engine, { killAfter: 10 });

    expect(result.problems).toEqual([]);
    expect(result.answeredBeforeKill).toBeGreaterThanOrEqual(10);
    expect(result.figures.paymentsAfterReplay).toBe(20);
    expect(result.figures.grantsAfterReplay).toBe(20);
  });
});
