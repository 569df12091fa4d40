// npm run reliability:crash [-- postgres|pglite] [--kill-after N] [--ramp-ms N] [--rounds N]
// SIGKILLs a worker with 20 bookings and 20 processor events in flight, reopens the database and
// checks nothing is lost, half stored or granted twice (scripts/reliability/crash-trial.ts). Prints
// the figures of each round; exits 1 when any round found a problem (docs/reliability.md).
import { runCrashTrial, type Engine } from './crash-trial';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const engines = (['postgres', 'pglite'] as const).filter(
  (engine) => !args.some((a) => a === 'postgres' || a === 'pglite') || args.includes(engine),
);
const rounds = option('--rounds', 1);
const killAfter = option('--kill-after', 10);
const rampMs = option('--ramp-ms', 0);

setTimeout(() => {
  console.error('reliability:crash: gave up after 600 s');
  process.exit(2);
}, 600_000).unref();

let failed = false;
for (const engine of engines as Engine[]) {
  for (let round = 1; round <= rounds; round++) {
    const result = await runCrashTrial(engine, { killAfter, rampMs });
    const { figures } = result;
    console.info(
      `${engine.padEnd(8)} round ${round}: killed ${result.killAtMs} ms after the first call, ${result.answeredBeforeKill} of 40 answered by then ` +
        `(${result.okBeforeKill.bookings} bookings, ${result.okBeforeKill.payments} payments ok), ${result.inFlightAtKill} in flight; ` +
        `after restart ${figures.bookingsStored} sessions, ${figures.paymentsStoredBeforeReplay} payments, ` +
        `${figures.eventsRecordedUnprocessed} events recorded unprocessed; after 2 replays ${figures.paymentsAfterReplay} payments, ` +
        `${figures.grantsAfterReplay} grants, ${figures.replayDuplicates} duplicates acknowledged; ${result.totalMs} ms`,
    );
    for (const problem of result.problems) console.info(`  PROBLEM ${problem}`);
    failed ||= result.problems.length > 0;
  }
}
console.info(
  failed ? 'result: SOMETHING WAS LOST OR DOUBLED' : 'result: nothing lost, nothing half stored, one grant per event',
);
process.exit(failed ? 1 : 0);
