import fs from 'node:fs';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { defaultPaths } from './migrate';

/** The migration folders, in the order they apply (the same listing the schema engine reads). */
export function migrationFolderNames(dir: string = defaultPaths.migrations): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * Folders that `_prisma_migrations` does not record as finished: two small queries, against the
 * second or so it takes to load the wasm schema engine. A failed or rolled-back migration counts as
 * pending, so the engine gets to report it; a database without the table has everything pending.
 */
export async function pendingMigrationNames(
  factory: SqlMigrationAwareDriverAdapterFactory,
  dir: string = defaultPaths.migrations,
): Promise<string[]> {
  const folders = migrationFolderNames(dir);
  const adapter = await factory.connect();
  try {
    const present = await adapter.queryRaw({
      sql: `SELECT to_regclass('_prisma_migrations') IS NOT NULL AS present`,
      args: [],
      argTypes: [],
    });
    if (!present.rows[0]?.[0]) return folders;
    const applied = await adapter.queryRaw({
      sql: 'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
      args: [],
      argTypes: [],
    });
    const done = new Set(applied.rows.map((row) => String(row[0])));
    return folders.filter((name) => !done.has(name));
  } finally {
    await adapter.dispose();
  }
}
