import fs from 'node:fs';
import path from 'node:path';
import type { ProvidedContext } from 'vitest';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openPglite, pgliteAdapter, postgresAdapter } from '@/lib/core/db/adapters';
import { applyMigrations } from '@/lib/core/db/migrate';
import { databaseUrl, dropDatabases, recreateDatabase } from './database-server';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase:
      { kind: 'postgres'; serverUrl: string; template: string; prefix: string } | { kind: 'pglite'; dumpPath: string };
  }
}

type TestDatabase = { context: ProvidedContext['testDatabase']; teardown: () => Promise<void> };

// Vitest runs this once per project (vitest.config.ts has two): they share one template.
const shared = globalThis as typeof globalThis & {
  lektioTestDatabase?: Promise<TestDatabase>;
  lektioTestDatabaseUsers?: number;
};

/**
 * Migrates one template database per run; each worker then clones it (test/worker-database.ts).
 * TEST_DATABASE_URL -> PostgreSQL (CREATE DATABASE ... TEMPLATE), otherwise an embedded PGlite dump.
 */
export default async function setup(project: TestProject) {
  shared.lektioTestDatabase ??= prepareTemplate();
  shared.lektioTestDatabaseUsers = (shared.lektioTestDatabaseUsers ?? 0) + 1;
  const { context, teardown } = await shared.lektioTestDatabase;
  project.provide('testDatabase', context);
  return async () => {
    shared.lektioTestDatabaseUsers = (shared.lektioTestDatabaseUsers ?? 1) - 1;
    if (shared.lektioTestDatabaseUsers === 0) await teardown();
  };
}

async function prepareTemplate(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const prefix = `lektio_test_${process.pid}_`;
  if (serverUrl) {
    const template = `${prefix}template`;
    await recreateDatabase(serverUrl, template);
    await applyMigrations(postgresAdapter(databaseUrl(serverUrl, template)));
    return {
      context: { kind: 'postgres', serverUrl, template, prefix },
      teardown: () => dropDatabases(serverUrl, prefix),
    };
  }
  const pglite = await openPglite({ dataDir: 'memory://' });
  await applyMigrations(pgliteAdapter(pglite));
  const dumpPath = path.resolve('.data', `test-template-${process.pid}.tar`);
  fs.mkdirSync(path.dirname(dumpPath), { recursive: true });
  fs.writeFileSync(dumpPath, Buffer.from(await (await dumpPglite(pglite)).arrayBuffer()));
  await pglite.close();
  return { context: { kind: 'pglite', dumpPath }, teardown: async () => fs.rmSync(dumpPath, { force: true }) };
}
