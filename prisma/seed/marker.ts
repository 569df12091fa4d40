import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SqlDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { db } from '@/lib/core/db';
import { DEMO_TEACHER_IDS } from './ids';

/**
 * The seed marker: which version of the demo seed last ran, and on which day. A start with a
 * current marker skips the seed (3-6 s of upserts). The table lives outside the Prisma schema,
 * like `_prisma_migrations`: it is bookkeeping of the development database, not product data.
 */
const table = '"_lektio_demo_seed"';

/** Every source file of the demo seed: editing any of them makes the next start seed again. */
function seedSources(root: string): string[] {
  const folder = path.join(root, 'seed');
  const walk = (dir: string): string[] =>
    fs.readdirSync(/* turbopackIgnore: true */ dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
    });
  return [path.join(root, 'seed-demo.ts'), ...walk(folder)].sort();
}

/** A hash of the seed's sources; `unversioned` where they are not on disk (then every start seeds). */
export function demoSeedVersion(root: string = path.resolve('prisma')): string {
  try {
    const hash = createHash('sha256');
    for (const file of seedSources(root)) {
      hash.update(path.relative(root, file)).update('\0');
      hash.update(fs.readFileSync(/* turbopackIgnore: true */ file)).update('\0');
    }
    return hash.digest('hex').slice(0, 16);
  } catch {
    return 'unversioned';
  }
}

/** The UTC calendar day: demo times are relative to "now", so a new day re-seeds to keep the calendar current. */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

export type SeedMarkerState = 'current' | 'missing' | 'outdated' | 'stale-day' | 'teachers-missing';

/**
 * Why the demo seed must run, or `current`: three small queries through the driver adapter, so an
 * up-to-date start never loads the Prisma client just to learn there is nothing to do.
 */
export async function demoSeedState(
  factory: SqlDriverAdapterFactory,
  version: string,
  now: Date,
): Promise<SeedMarkerState> {
  const adapter = await factory.connect();
  const firstRow = async (sql: string) => (await adapter.queryRaw({ sql, args: [], argTypes: [] })).rows[0];
  try {
    const [present] = (await firstRow(`SELECT to_regclass('_lektio_demo_seed') IS NOT NULL`)) ?? [];
    if (!present) return 'missing';
    const marker = await firstRow(`SELECT version, to_char(seeded_on, 'YYYY-MM-DD') FROM ${table} WHERE id = 1`);
    if (!marker) return 'missing';
    if (marker[0] !== version || version === 'unversioned') return 'outdated';
    if (marker[1] !== dayOf(now)) return 'stale-day';
    // The marker survives a teacher deleted by hand (or an account erasure); the seed brings them back.
    const ids = Object.values(DEMO_TEACHER_IDS);
    const [count] = (await firstRow(
      `SELECT count(*)::int FROM teachers WHERE "deletedAt" IS NULL AND id IN (${ids.map((id) => `'${id}'`).join(', ')})`,
    )) ?? [0];
    return Number(count) === ids.length ? 'current' : 'teachers-missing';
  } finally {
    await adapter.dispose();
  }
}

export async function writeDemoSeedMarker(version: string, now: Date): Promise<void> {
  await db.$executeRawUnsafe(
    `CREATE TABLE IF NOT EXISTS ${table} (id int PRIMARY KEY CHECK (id = 1), version text NOT NULL, seeded_on date NOT NULL, seeded_at timestamptz NOT NULL)`,
  );
  await db.$executeRawUnsafe(
    `INSERT INTO ${table} (id, version, seeded_on, seeded_at) VALUES (1, $1, $2::date, $3)
     ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, seeded_on = EXCLUDED.seeded_on, seeded_at = EXCLUDED.seeded_at`,
    version,
    dayOf(now),
    now,
  );
}
