// npm run db:prepare: pending migrations, then the demo data when its marker is not current.
// `npm run dev` and the e2e server do the same inside the server (DEMO_DATA=1, instrumentation-node.ts).
import { performance } from 'node:perf_hooks';
import { disconnectDatabase, embeddedDatabase } from '@/lib/core/db';
import { describePreparation, prepareDemoDatabase } from '@/prisma/prepare-demo';

const started = performance.now();
try {
  await embeddedDatabase()?.waitReady;
  const opened = Math.round(performance.now() - started);
  const prepared = await prepareDemoDatabase();
  console.info(`${describePreparation(prepared)}; database opened in ${opened} ms`);
} finally {
  await disconnectDatabase();
}
