// The throwaway PostgreSQL database of a reliability script (npm run reliability:db, reliability:vendors).
import { PrismaClient } from '@/generated/prisma/client';
import { disconnectDatabase, setDatabase } from '@/lib/core/db';
import { postgresAdapter } from '@/lib/core/db/adapters';
import { applyMigrations } from '@/lib/core/db/migrate';
import { databaseUrl, quoteIdent, recreateDatabase, withAdmin } from '@/test/database-server';

/** The server the scripts create their database on. */
export const reliabilityServerUrl =
  process.env.RELIABILITY_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgresql://postgres@127.0.0.1:5432/postgres';

const dropDatabase = (name: string) =>
  withAdmin(reliabilityServerUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));

/**
 * Creates database `name` on the server, migrates it and makes it the app's database (`db`). A crash
 * of the script still drops it. `drop()` disconnects and drops it at the end.
 */
export async function openThrowawayDatabase(name: string) {
  const url = databaseUrl(reliabilityServerUrl, name);
  process.once('uncaughtException', (error) => {
    console.error(error);
    void dropDatabase(name).finally(() => process.exit(1));
  });
  process.once('unhandledRejection', (error) => process.emit('uncaughtException', error as Error));
  await recreateDatabase(reliabilityServerUrl, name);
  await applyMigrations(postgresAdapter(url));
  setDatabase(new PrismaClient({ adapter: postgresAdapter(url) }));
  return {
    url,
    drop: async () => {
      await disconnectDatabase();
      await dropDatabase(name);
    },
  };
}

/** Bounded whatever happens: a hung run must not hold a CI job or a terminal. */
export function giveUpAfter(script: string, ms: number) {
  setTimeout(() => {
    console.error(`${script}: gave up after ${ms / 1000} s`);
    process.exit(2);
  }, ms).unref();
}
