import { EnvError, readEnv } from '@/lib/core/env';
import { migrateEmbeddedDatabase } from '@/lib/core/db/migrate-embedded';
import { log } from '@/lib/core/log';
import { startDevelopmentProcessor } from '@/lib/integrations/psp/start-development-processor';
import { startInProcessJobs } from '@/lib/jobs/in-process-runner';

/**
 * Production refuses to start without its secrets; the embedded default applies pending
 * migrations to its PGlite database and starts the in-process job runner; without Stripe keys,
 * outside production, the simulated payment processor starts too.
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
  const applied = await migrateEmbeddedDatabase();
  if (applied.length) log.info({ applied }, 'embedded database migrated');
  await startInProcessJobs((await import('@/inngest')).functions);
  await startDevelopmentProcessor();
}
