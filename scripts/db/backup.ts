// npm run backup [-- <file>]: the embedded database (PGLITE_DIR, default .data/pglite) and the uploads
// folder (UPLOADS_DIR, default .data/uploads) into one tar file (default backups/lektio-<time>.tar).
// Stop the server first: PGlite is one process. For PostgreSQL use pg_dump (README, "Backups").
import fs from 'node:fs';
import path from 'node:path';
import { createBackup } from './embedded-backup';

if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see the README, "Backups").');
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = process.argv[2] ?? path.join('backups', `lektio-${stamp}.tar`);
fs.mkdirSync(path.dirname(file), { recursive: true });
const result = await createBackup({
  dataDir: process.env.PGLITE_DIR ?? '.data/pglite',
  uploadsDir: process.env.UPLOADS_DIR ?? '.data/uploads',
  file,
});
console.info(
  `backup written: ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB, ${result.migrations} migrations, ${result.uploads} uploaded files)`,
);
