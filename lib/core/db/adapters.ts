import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';

/** Extensions the migrations create; PGlite ships them as separate modules. */
export const pgliteExtensions = { btree_gin, btree_gist, citext, pg_trgm };

/** Opens an embedded PostgreSQL: a data folder, `memory://` or a dump made by {@link dumpPglite}. */
export async function openPglite(source: { dataDir: string } | { dump: Blob | File }): Promise<PGlite> {
  if ('dataDir' in source && !source.dataDir.startsWith('memory://')) {
    fs.mkdirSync(source.dataDir, { recursive: true });
  }
  return PGlite.create({
    extensions: pgliteExtensions,
    ...('dataDir' in source ? { dataDir: source.dataDir } : { loadDataDir: source.dump }),
  });
}

/** Same as {@link openPglite} for a data folder, without waiting: queries wait until it is ready. */
export function openPgliteSync(dataDir: string): PGlite {
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  return new PGlite({ dataDir, extensions: pgliteExtensions });
}

export async function dumpPglite(pglite: PGlite): Promise<Blob | File> {
  return pglite.dumpDataDir('none');
}

export function pgliteAdapter(pglite: PGlite): SqlMigrationAwareDriverAdapterFactory {
  const adapter = new PrismaPGlite(pglite);
  return {
    provider: adapter.provider,
    adapterName: adapter.adapterName,
    connect: () => adapter.connect(),
    // The adapter's own shadow database lacks our extensions; migrations replay there when diffing.
    connectToShadowDb: async () => new PrismaPGlite(await openPglite({ dataDir: 'memory://' })).connect(),
  };
}

/**
 * How long a query waits for a pooled connection (a new one's connect included) before failing:
 * under the 5 s in which a request must answer 503 when the database is down or saturated
 * (docs/decisions/0060). pg.Pool drops a client whose connection broke, so it recovers by itself.
 */
export const connectionTimeoutMs = 3_000;

export function postgresAdapter(url: string): SqlMigrationAwareDriverAdapterFactory {
  const factory = new PrismaPg({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    connectionTimeoutMillis: connectionTimeoutMs,
    // A peer that vanished without a FIN (a failover, a dropped route) is noticed instead of awaited forever.
    keepAlive: true,
  });
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => sendScriptsWhole(await factory.connect()),
    connectToShadowDb: async () => sendScriptsWhole(await factory.connectToShadowDb()),
  };
}

/**
 * adapter-pg splits migration scripts on every ";", which breaks function bodies and comments.
 * PostgreSQL runs a multi-statement script in one simple query, so send it whole.
 */
function sendScriptsWhole<A extends Awaited<ReturnType<PrismaPg['connect']>>>(adapter: A): A {
  adapter.executeScript = async (script: string) => {
    await adapter.underlyingDriver().query(script);
  };
  return adapter;
}
