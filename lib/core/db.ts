import type { PGlite } from '@electric-sql/pglite';
import { PrismaClient } from '@/generated/prisma/client';
import { openPgliteSync, pgliteAdapter, postgresAdapter } from './db/adapters';
import { onShutdown } from './lifecycle';

export type { Prisma } from '@/generated/prisma/client';

/**
 * One Prisma client per process. With DATABASE_URL it talks to that PostgreSQL; without it, to an
 * embedded PGlite in PGLITE_DIR (default `.data/pglite`), which only one process may open at a time.
 */
interface Connection {
  client: PrismaClient;
  pglite?: PGlite;
}

const holder = globalThis as unknown as { __lektioDb?: Connection };

export const embeddedDataDir = () => process.env.PGLITE_DIR ?? '.data/pglite';

function connect(): Connection {
  const url = process.env.DATABASE_URL;
  if (url) return { client: new PrismaClient({ adapter: postgresAdapter(url) }) };
  const pglite = openPgliteSync(embeddedDataDir());
  return { client: new PrismaClient({ adapter: pgliteAdapter(pglite) }), pglite };
}

/** Last in a graceful shutdown (server/shutdown.mjs): the pool closes, an embedded database is flushed. */
const closeOnShutdown = { name: 'database', phase: 'close', run: disconnectDatabase } as const;

function connection(): Connection {
  if (!holder.__lektioDb) onShutdown(closeOnShutdown);
  return (holder.__lektioDb ??= connect());
}

/** Lazily connected client: importing this module opens nothing. */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const { client } = connection();
    const value = Reflect.get(client, property, client);
    return typeof value === 'function' ? value.bind(client) : value;
  },
});

/** Tests hand each worker its own database; the previous client (if any) is left to the caller. */
export function setDatabase(client: PrismaClient, pglite?: PGlite) {
  holder.__lektioDb = { client, pglite };
}

/** The embedded database of this process, or undefined when DATABASE_URL points at PostgreSQL. */
export const embeddedDatabase = (): PGlite | undefined => connection().pglite;

export async function disconnectDatabase() {
  const current = holder.__lektioDb;
  holder.__lektioDb = undefined;
  await current?.client.$disconnect();
  await current?.pglite?.close();
}
