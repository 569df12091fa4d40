import { embeddedDataDir, embeddedDatabase } from '@/lib/core/db';
import { readEnv } from '@/lib/core/env';
import { onShutdown } from '@/lib/core/lifecycle';
import { log } from '@/lib/core/log';
import { serveBackups } from './backup-control';

/** On the embedded default, lets `npm run backup` ask this server for a backup (decision 0138). */
export async function startBackupControl() {
  const pglite = embeddedDatabase();
  if (!pglite) return;
  try {
    const stop = await serveBackups(pglite, { dataDir: embeddedDataDir(), uploadsDir: readEnv().UPLOADS_DIR });
    onShutdown({ name: 'backup control socket', phase: 'close', run: stop });
  } catch (error) {
    // A backup is a convenience of the running server; the server itself must still start.
    log.warn({ err: error }, 'the backup control socket could not be opened: npm run backup needs the server stopped');
  }
}
