/**
 * Runs once when the server starts. Production refuses to start without its secrets; the embedded
 * default applies pending migrations to its PGlite database and starts the in-process job runner.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { readEnv, EnvError } = await import('@/lib/core/env');
  const { log } = await import('@/lib/core/log');
  try {
    readEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    log.fatal(error.message);
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const { migrateEmbeddedDatabase } = await import('@/lib/core/db');
  const applied = await migrateEmbeddedDatabase();
  if (applied.length) log.info({ applied }, 'embedded database migrated');
  const { startInProcessJobs } = await import('@/lib/jobs/in-process-runner');
  await startInProcessJobs();
}
