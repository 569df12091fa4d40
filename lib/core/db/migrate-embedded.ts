import { embeddedDatabase } from '../db';
import { pgliteAdapter, postgresAdapter } from './adapters';
import { applyMigrations } from './migrate';

/** Embedded mode applies pending migrations at server start; a real PostgreSQL is migrated by `npm run db:migrate`. */
export async function migrateEmbeddedDatabase(): Promise<string[]> {
  const pglite = embeddedDatabase();
  return pglite ? applyMigrations(pgliteAdapter(pglite)) : [];
}

/** Whichever database this process uses: DATABASE_URL, else the embedded one. */
export async function migrateCurrentDatabase(): Promise<string[]> {
  const url = process.env.DATABASE_URL;
  return url ? applyMigrations(postgresAdapter(url)) : migrateEmbeddedDatabase();
}
