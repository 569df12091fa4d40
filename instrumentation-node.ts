import { EnvError, isProduction, readEnv } from '@/lib/core/env';
import { migrateEmbeddedDatabase } from '@/lib/core/db/migrate-embedded';
import { log } from '@/lib/core/log';
import { startDevelopmentGoogle } from '@/dev/simulators/google/start-development-google';
import { startDevelopmentProcessor } from '@/dev/simulators/psp/start-development-processor';
import { startDevelopmentSms } from '@/dev/simulators/sms/start-development-sms';
import { startInProcessJobs } from '@/lib/jobs/in-process-runner';
import { startBackupControl } from '@/lib/system/backup/start-backup-control';

/** DEMO_DATA=1 (`npm run dev`, the e2e server): migrate and seed the demo data; never in production. */
function demoDataRequested() {
  if (process.env.DEMO_DATA !== '1') return false;
  if (!isProduction()) return true;
  log.warn('DEMO_DATA=1 is ignored in production');
  return false;
}

/**
 * Production refuses to start without its secrets; the embedded default applies pending
 * migrations to its PGlite database (DEMO_DATA=1: and loads the demo data) and starts the
 * in-process job runner; without Stripe keys, outside production, the simulated payment
 * processor starts too, and without GOOGLE_CLIENT_ID, in development, the simulated Google; without
 * TWILIO_ACCOUNT_SID, outside production, the simulated SMS provider.
 */
export async function startServer() {
  try {
    readEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    log.fatal(error.message);
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  if (demoDataRequested()) {
    // One process opens the database once: preparing here instead of in a separate `tsx` step saves
    // the second PGlite open and a process start (docs/decisions/0059-fast-start-and-cached-public-pages.md).
    const { describePreparation, prepareDemoDatabase } = await import('@/prisma/prepare-demo');
    const prepared = await prepareDemoDatabase();
    log.info(
      { ...prepared.timings, applied: prepared.applied, seed: prepared.seed.state },
      describePreparation(prepared),
    );
  } else {
    const applied = await migrateEmbeddedDatabase();
    if (applied.length) log.info({ applied }, 'embedded database migrated');
  }
  // Receipts and invoice checkouts join the payment webhook (issue 35).
  await startInProcessJobs((await import('@/inngest')).functions);
  await startDevelopmentProcessor();
  await startDevelopmentGoogle();
  await startDevelopmentSms();
  await startBackupControl();
}
