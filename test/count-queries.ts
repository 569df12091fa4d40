import type { PGlite } from '@electric-sql/pglite';
import type {
  SqlDriverAdapter,
  SqlDriverAdapterFactory,
  SqlQuery,
  SqlQueryable,
  Transaction,
} from '@prisma/driver-adapter-utils';
import { PrismaClient } from '@/generated/prisma/client';
import { embeddedDatabase, setDatabase } from '@/lib/core/db';
import { pgliteAdapter, postgresAdapter } from '@/lib/core/db/adapters';
import { flushOutbox, withDeliveryPaused } from '@/lib/outbox/after-commit';
import { sweepOutbox } from '@/lib/outbox/sweep-outbox';

/** The connection lib/core/db.ts holds for this process (set per worker by test/worker-database.ts). */
const holder = globalThis as unknown as { __lektioDb?: { client: PrismaClient; pglite?: PGlite } };

/** Wraps `queryRaw` / `executeRaw` of an adapter or a transaction so that each statement is recorded. */
function recording<T extends SqlQueryable>(target: T, statements: string[]): T {
  return new Proxy(target, {
    get(object, property) {
      if (property === 'queryRaw' || property === 'executeRaw') {
        return (query: SqlQuery) => {
          statements.push(query.sql);
          return object[property](query);
        };
      }
      if (property === 'startTransaction') {
        return async (...args: Parameters<SqlDriverAdapter['startTransaction']>) =>
          recording<Transaction>(await (object as unknown as SqlDriverAdapter).startTransaction(...args), statements);
      }
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

function recordingFactory(factory: SqlDriverAdapterFactory, statements: string[]): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => recording(await factory.connect(), statements),
  };
}

/**
 * Runs `work` against the worker's database through a client that records every SQL statement it
 * sends, then puts the worker's own client back. Use it to prove that a query count does not
 * depend on the data (N+1 checks).
 */
export async function countQueries<T>(
  work: () => Promise<T>,
): Promise<{ result: T; count: number; statements: string[] }> {
  const pglite = embeddedDatabase(); // also makes sure the worker's connection exists
  const previous = holder.__lektioDb;
  if (!previous) throw new Error('countQueries needs the worker database (test/worker-database.ts)');
  const url = process.env.DATABASE_URL;
  const base = pglite ? pgliteAdapter(pglite) : url ? postgresAdapter(url) : undefined;
  if (!base) throw new Error('countQueries: neither an embedded database nor DATABASE_URL');

  const statements: string[] = [];
  // Deliveries of earlier tests finish on the worker's client; the work's own effects wait (outbox
  // statements are not the work's) and are delivered once the worker's client is back.
  await flushOutbox();
  const counting = new PrismaClient({ adapter: recordingFactory(base, statements) });
  setDatabase(counting, pglite);
  try {
    const result = await withDeliveryPaused(work);
    return { result, count: statements.length, statements: [...statements] };
  } finally {
    setDatabase(previous.client, previous.pglite);
    await counting.$disconnect();
    await sweepOutbox();
  }
}
