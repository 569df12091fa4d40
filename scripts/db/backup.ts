// npm run backup [-- <file>]: the embedded database (PGLITE_DIR, default .data/pglite) and the uploads
// folder (UPLOADS_DIR, default .data/uploads) into one tar file (default backups/lektio-<time>.tar).
// While the server runs, the server writes it through its control socket (decision 0138); otherwise
// this process opens the folder itself. For PostgreSQL use pg_dump (README, "Backups").
import path from 'node:path';
import { requestBackup } from '@/lib/system/backup/backup-control';
import { createBackup } from '@/lib/system/backup/embedded-backup';

if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see the README, "Backups").');
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(process.argv[2] ?? path.join('backups', `lektio-${stamp}.tar`));
const dataDir = process.env.PGLITE_DIR ?? '.data/pglite';
const uploadsDir = process.env.UPLOADS_DIR ?? '.data/uploads';
const fromServer = await requestBackup(dataDir, file);
const result = fromServer ?? (await createBackup({ dataDir, uploadsDir, file }));
console.info(
  `backup written${fromServer ? ' by the running server' : ''}: ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB, ${result.migrations} migrations, ${result.uploads} uploaded files)`,
);
