import fs from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { PrismaClient } from '@/generated/prisma/client';
import { openPglite, pgliteAdapter, postgresAdapter } from '@/lib/core/db/adapters';
import { setDatabase } from '@/lib/core/db';
import { resetGoogleBreaker } from '@/lib/integrations/google/google-breaker';
import { resetProcessorBreaker } from '@/lib/integrations/psp/circuit-breaker';
import { databaseUrl, recreateDatabase } from './database-server';

/**
 * Each Vitest worker gets its own database cloned from the migrated template, created once and
 * kept for the files the worker runs (one process runs them all: vitest.config.ts, isolate false).
 * Tests create their own teachers, so nothing needs cleaning.
 */
const marker = globalThis as unknown as { __lektioWorkerDb?: true };

if (!marker.__lektioWorkerDb) {
  const target = inject('testDatabase');
  const worker = process.env.VITEST_POOL_ID ?? '1';
  if (target.kind === 'postgres') {
    const name = `${target.prefix}w${worker}`;
    await recreateDatabase(target.serverUrl, name, target.template);
    process.env.DATABASE_URL = databaseUrl(target.serverUrl, name);
    setDatabase(new PrismaClient({ adapter: postgresAdapter(process.env.DATABASE_URL) }));
  } else {
    const pglite = await openPglite({ dump: new Blob([fs.readFileSync(target.dumpPath)]) });
    setDatabase(new PrismaClient({ adapter: pgliteAdapter(pglite) }), pglite);
  }
  marker.__lektioWorkerDb = true;
}

// Process-wide state a file could leave behind for the next one in this worker: an open breaker.
beforeAll(() => {
  resetProcessorBreaker();
  resetGoogleBreaker();
});
afterAll(() => flushAudits());
