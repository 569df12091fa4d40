import { afterAll, beforeAll, inject } from 'vitest';
import { PrismaClient } from '@/generated/prisma/client';
import { postgresAdapter } from '@/lib/core/db/adapters';
import { setDatabase } from '@/lib/core/db';
import { databaseUrl, dropDatabases, quoteIdent, recreateDatabase, withAdmin } from './database-server';

/**
 * A test file's own PostgreSQL database (a clone of the migrated template) that it may block and cut
 * off (docs/reliability.md): the worker's shared database is put back afterwards. PostgreSQL only.
 */
export function setUpThrowawayDatabase(suffix: string) {
  const target = inject('testDatabase');
  if (target.kind !== 'postgres') throw new Error('Outage tests need TEST_DATABASE_URL (PostgreSQL)');
  const name = `${target.prefix}${suffix}`;
  const admin = <T>(run: Parameters<typeof withAdmin<T>>[1]) => withAdmin(target.serverUrl, run);
  let client: PrismaClient | undefined;

  beforeAll(async () => {
    await recreateDatabase(target.serverUrl, name, target.template);
    client = new PrismaClient({ adapter: postgresAdapter(databaseUrl(target.serverUrl, name)) });
    setDatabase(client);
  });
  afterAll(async () => {
    await client?.$disconnect();
    setDatabase(new PrismaClient({ adapter: postgresAdapter(process.env.DATABASE_URL!) }));
    await admin((c) => c.query(`ALTER DATABASE ${quoteIdent(name)} ALLOW_CONNECTIONS true`));
    await dropDatabases(target.serverUrl, name);
  });

  return {
    name,
    /** Ends every connection to the database (the app's pool sees them drop), as a failover would. */
    terminateConnections: (where = 'true') =>
      admin(async (c) => {
        const { rowCount } = await c.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() AND ${where}`,
          [name],
        );
        return rowCount ?? 0;
      }),
    /** New connections are refused ("not currently accepting connections") until allowed again. */
    allowConnections: (allowed: boolean) =>
      admin((c) => c.query(`ALTER DATABASE ${quoteIdent(name)} ALLOW_CONNECTIONS ${allowed}`)),
    /** Runs `sql` on a connection of its own (e.g. a transaction that holds a lock). */
    connect: async () => {
      const { default: pg } = await import('pg');
      const other = new pg.Client({ connectionString: databaseUrl(target.serverUrl, name) });
      await other.connect();
      return other;
    },
  };
}
