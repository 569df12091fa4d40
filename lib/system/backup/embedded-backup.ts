/**
 * Backup and restore of the embedded database (PGlite) and the uploads folder (issue 37 item 3,
 * decision 0097). The backup is one tar file: `manifest.json`, `database.tar` (PGlite's dumpDataDir:
 * the data folder, written by the database itself, so it is consistent) and `uploads/<path>` for every
 * file of UPLOADS_DIR. Restore refuses a data folder or uploads folder that is not empty, checks every
 * entry's SHA-256 against the manifest, and loads the database with PGlite's loadDataDir.
 * PGlite is one process: a running server makes the backup itself when asked through its control
 * socket (backup-control.ts); restore needs the server stopped.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openPglite, pgliteExtensions as extensions } from '@/lib/core/db/adapters';
import { readArchive, writeArchive, type ArchiveEntry } from './backup-archive';

export const backupFormat = 'lektio-backup/1';

type Manifest = { format: string; createdAt: string; migrations: string[]; files: Record<string, string> };

function* filesUnder(root: string, relative = ''): Generator<string> {
  const folder = path.join(root, relative);
  if (!fs.existsSync(folder)) return;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const child = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) yield* filesUnder(root, child);
    else if (entry.isFile()) yield child;
  }
}

const isEmptyFolder = (folder: string) => !fs.existsSync(folder) || fs.readdirSync(folder).length === 0;

export type BackupResult = { file: string; bytes: number; uploads: number; migrations: number };

/** Writes a backup of the data folder and the uploads folder to `file`, with the server stopped. */
export async function createBackup({
  dataDir,
  uploadsDir,
  file,
}: {
  dataDir: string;
  uploadsDir: string;
  file: string;
}): Promise<BackupResult> {
  if (isEmptyFolder(dataDir)) throw new Error(`no embedded database in ${dataDir}`);
  const pglite = await openPglite({ dataDir });
  try {
    return await writeBackup(pglite, { uploadsDir, file });
  } finally {
    await pglite.close();
  }
}

/**
 * Writes a backup of an open database: the dump is taken by the database itself in one synchronous
 * pass over its files, so it is what a crash at that instant would leave, which PostgreSQL's WAL
 * recovery turns into the last committed state when the backup is loaded (reliability.md).
 */
export async function writeBackup(
  pglite: PGlite,
  { uploadsDir, file }: { uploadsDir: string; file: string },
): Promise<BackupResult> {
  const applied = await pglite.query<{ migration_name: string }>(
    `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL ORDER BY migration_name`,
  );
  const migrations = applied.rows.map((row) => row.migration_name);
  const dump = await pglite.dumpDataDir('none');
  const database = new Uint8Array(await dump.arrayBuffer());
  const uploads = [...filesUnder(uploadsDir)];
  const hash = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
  const files: Record<string, string> = { 'database.tar': hash(database) };
  const entries: ArchiveEntry[] = [{ name: 'database.tar', data: database }];
  for (const relative of uploads) {
    const data = fs.readFileSync(path.join(uploadsDir, relative));
    files[`uploads/${relative}`] = hash(data);
    entries.push({ name: `uploads/${relative}`, data });
  }
  const manifest: Manifest = { format: backupFormat, createdAt: new Date().toISOString(), migrations, files };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  writeArchive(file, [{ name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest, null, 2)) }, ...entries]);
  return { file, bytes: fs.statSync(file).size, uploads: uploads.length, migrations: migrations.length };
}

/** Brings a backup back into an empty data folder and an empty uploads folder. */
export async function restoreBackup({
  dataDir,
  uploadsDir,
  file,
}: {
  dataDir: string;
  uploadsDir: string;
  file: string;
}) {
  if (!isEmptyFolder(dataDir)) throw new Error(`${dataDir} is not empty: restore into an empty data folder`);
  if (!isEmptyFolder(uploadsDir)) throw new Error(`${uploadsDir} is not empty: restore into an empty uploads folder`);
  const entries = new Map([...readArchive(file)].map((entry) => [entry.name, entry.data]));
  const manifestBytes = entries.get('manifest.json');
  if (!manifestBytes) throw new Error(`${file} is not a Lektio backup (no manifest.json)`);
  const manifest = JSON.parse(Buffer.from(manifestBytes).toString('utf8')) as Manifest;
  if (manifest.format !== backupFormat) throw new Error(`unknown backup format ${manifest.format}`);
  for (const [name, digest] of Object.entries(manifest.files)) {
    const data = entries.get(name);
    if (!data || createHash('sha256').update(data).digest('hex') !== digest)
      throw new Error(`${name} is missing or damaged in ${file}`);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const database = entries.get('database.tar')!;
  const pglite = await PGlite.create({ dataDir, extensions, loadDataDir: new Blob([Buffer.from(database)]) });
  await pglite.query('SELECT 1');
  await pglite.close();
  for (const name of Object.keys(manifest.files).filter((candidate) => candidate.startsWith('uploads/'))) {
    const target = path.join(uploadsDir, name.slice('uploads/'.length));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, entries.get(name)!);
  }
  return {
    migrations: manifest.migrations.length,
    uploads: Object.keys(manifest.files).length - 1,
    createdAt: manifest.createdAt,
  };
}

/** Every table's row count and an MD5 of its rows in a fixed order: equal before and after means nothing was lost. */
export async function tableFingerprints(pglite: PGlite): Promise<Record<string, { rows: number; checksum: string }>> {
  const tables = await pglite.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const fingerprints: Record<string, { rows: number; checksum: string }> = {};
  for (const { tablename } of tables.rows) {
    const quoted = `"${tablename.replaceAll('"', '""')}"`;
    const result = await pglite.query<{ rows: number; checksum: string }>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS checksum FROM public.${quoted} t`,
    );
    fingerprints[tablename] = result.rows[0]!;
  }
  return fingerprints;
}
