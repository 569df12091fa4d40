import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { embeddedDatabase } from '../db';
import { pgliteAdapter, postgresAdapter } from './adapters';
import { applyMigrations, defaultPaths, type MigratePaths } from './migrate';
import { pendingMigrationNames } from './pending-migrations';

/**
 * Runs the schema engine only when a migration folder is not yet recorded as applied: at every
 * start of an up-to-date database the cheap check is all that runs (docs/decisions/0059-fast-start-and-cached-public-pages.md).
 */
export async function applyPendingMigrations(
  factory: SqlMigrationAwareDriverAdapterFactory,
  paths: MigratePaths = defaultPaths,
): Promise<string[]> {
  const pending = await pendingMigrationNames(factory, paths.migrations);
  return pending.length ? applyMigrations(factory, paths) : [];
}

/** Embedded mode applies pending migrations at server start; a real PostgreSQL is migrated by `npm run db:migrate`. */
export async function migrateEmbeddedDatabase(): Promise<string[]> {
  const pglite = embeddedDatabase();
  return pglite ? applyPendingMigrations(pgliteAdapter(pglite)) : [];
}

/** Raw access to whichever database this process uses: DATABASE_URL, else the embedded one. */
export function currentDatabaseFactory(): SqlMigrationAwareDriverAdapterFactory {
  const url = process.env.DATABASE_URL;
  return url ? postgresAdapter(url) : pgliteAdapter(embeddedDatabase()!);
}

/** Whichever database this process uses: DATABASE_URL, else the embedded one. */
export async function migrateCurrentDatabase(
  factory: SqlMigrationAwareDriverAdapterFactory = currentDatabaseFactory(),
): Promise<string[]> {
  return applyPendingMigrations(factory);
}
