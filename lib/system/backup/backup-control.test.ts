import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PrismaClient } from '@/generated/prisma/client';
import { openPglite, pgliteAdapter } from '@/lib/core/db/adapters';
import { applyMigrations } from '@/lib/core/db/migrate';
import { createStudent, createTeacher } from '@/test/factories';
import { controlSocketPath, requestBackup, serveBackups, serverHolds } from './backup-control';
import { restoreBackup, tableFingerprints } from './embedded-backup';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lektio-live-backup-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('a backup of the running server (npm run backup while it runs)', () => {
  it('is written by the process that holds the database, and restores to what was committed', async () => {
    const dataDir = path.join(root, 'pglite');
    const uploadsDir = path.join(root, 'uploads');
    fs.mkdirSync(path.join(uploadsDir, 'objects'), { recursive: true });
    fs.writeFileSync(path.join(uploadsDir, 'objects', 'scan.pdf'), 'pdf bytes');
    const pglite = await openPglite({ dataDir });
    await applyMigrations(pgliteAdapter(pglite));
    const client = new PrismaClient({ adapter: pgliteAdapter(pglite) });
    const teacher = await createTeacher({}, client);
    for (let count = 0; count < 3; count += 1) await createStudent({ teacherId: teacher.id }, client);

    expect(await requestBackup(dataDir, path.join(root, 'none.tar'))).toBeNull();
    const stop = await serveBackups(pglite, { dataDir, uploadsDir });
    expect(await serverHolds(dataDir)).toBe(true);
    expect(fs.statSync(controlSocketPath(dataDir)).mode & 0o777).toBe(0o600);

    // Writes go on while the backup is taken: the backup holds a committed state, never half of one.
    let writing = true;
    const writes = (async () => {
      let written = 0;
      while (writing) {
        // PGlite answers within the same turn of the event loop: yield, as requests to a server do.
        await new Promise((resolve) => setImmediate(resolve));
        await createStudent({ teacherId: teacher.id }, client);
        written += 1;
      }
      return written;
    })();
    const file = path.join(root, 'live.tar');
    const result = await requestBackup(dataDir, file);
    writing = false;
    const written = await writes;
    expect(result).toMatchObject({ file, uploads: 1 });
    const atEnd = await tableFingerprints(pglite);

    await stop();
    expect(fs.existsSync(controlSocketPath(dataDir))).toBe(false);
    await client.$disconnect();
    await pglite.close();

    const restoredDir = path.join(root, 'restored');
    await restoreBackup({ dataDir: restoredDir, uploadsDir: path.join(root, 'restored-uploads'), file });
    const restored = await openPglite({ dataDir: restoredDir });
    const after = await tableFingerprints(restored);
    const orphans = await restored.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM students s LEFT JOIN teachers t ON t.id = s."teacherId" WHERE t.id IS NULL`,
    );
    await restored.close();
    expect(after.students!.rows).toBeGreaterThanOrEqual(3);
    expect(after.students!.rows).toBeLessThanOrEqual(3 + written);
    expect(orphans.rows[0]!.count).toBe(0);
    expect(after.teachers).toEqual(atEnd.teachers);
    expect(fs.readFileSync(path.join(root, 'restored-uploads', 'objects', 'scan.pdf'), 'utf8')).toBe('pdf bytes');
  }, 240_000);

  it('takes over a socket file that a killed server left, and refuses a folder another server holds', async () => {
    const dataDir = path.join(root, 'second');
    fs.writeFileSync(controlSocketPath(dataDir), '');
    const pglite = await openPglite({ dataDir: 'memory://' });
    const stop = await serveBackups(pglite, { dataDir, uploadsDir: path.join(root, 'no-uploads') });
    await expect(serveBackups(pglite, { dataDir, uploadsDir: root })).rejects.toThrow(/another server holds/);
    await stop();
    await pglite.close();
  });
});
