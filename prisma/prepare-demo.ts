import { performance } from 'node:perf_hooks';
import { currentDatabaseFactory, migrateCurrentDatabase } from '@/lib/core/db/migrate-embedded';
import { ensureDemoData } from './seed-demo';

export type PreparedDemo = {
  applied: string[];
  seed: Awaited<ReturnType<typeof ensureDemoData>>;
  /** Milliseconds per step, for the start-up log and `npm run bench:start`. */
  timings: { migrate: number; seed: number };
};

/**
 * Pending migrations, then the demo data if its marker is not current: what `npm run db:prepare`
 * and a server started with DEMO_DATA=1 (`npm run dev`, the e2e server) do before serving.
 * With nothing pending it is a handful of queries (docs/decisions/0059-fast-start-and-cached-public-pages.md).
 */
export async function prepareDemoDatabase(now: Date = new Date()): Promise<PreparedDemo> {
  const started = performance.now();
  const factory = currentDatabaseFactory();
  const applied = await migrateCurrentDatabase(factory);
  const migrated = performance.now();
  const seed = await ensureDemoData(factory, now);
  const done = performance.now();
  return {
    applied,
    seed,
    timings: { migrate: Math.round(migrated - started), seed: Math.round(done - migrated) },
  };
}

export function describePreparation({ applied, seed, timings }: PreparedDemo): string {
  const migrations = applied.length ? `applied migrations: ${applied.join(', ')}` : 'database is up to date';
  const demo = seed.summary ? `demo data seeded (${seed.state}): ${seed.summary}` : 'demo data is current';
  return `${migrations} (${timings.migrate} ms); ${demo} (${timings.seed} ms)`;
}
