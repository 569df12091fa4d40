// npm run restore -- <file>: a backup made by `npm run backup` into an empty data folder (PGLITE_DIR,
// default .data/pglite) and an empty uploads folder (UPLOADS_DIR, default .data/uploads). Move the
// old folders aside first; the server applies any newer migrations when it starts.
import { serverHolds } from '@/lib/system/backup/backup-control';
import { restoreBackup } from '@/lib/system/backup/embedded-backup';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run restore -- <backup file>');
  process.exit(1);
}
const dataDir = process.env.PGLITE_DIR ?? '.data/pglite';
if (await serverHolds(dataDir)) {
  console.error(`a running server holds ${dataDir}: stop it and move the folder aside before restoring`);
  process.exit(1);
}
const result = await restoreBackup({
  dataDir,
  uploadsDir: process.env.UPLOADS_DIR ?? '.data/uploads',
  file,
});
console.info(
  `restored the backup of ${result.createdAt}: ${result.migrations} migrations, ${result.uploads} uploaded files`,
);
