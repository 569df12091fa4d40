import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PrismaClient } from '@/generated/prisma/client';
import { openPglite, pgliteAdapter } from '@/lib/core/db/adapters';
import { applyMigrations } from '@/lib/core/db/migrate';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { createBackup, restoreBackup, tableFingerprints } from './embedded-backup';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lektio-backup-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function seed(dataDir: string) {
  const pglite = await openPglite({ dataDir });
  await applyMigrations(pgliteAdapter(pglite));
  const client = new PrismaClient({ adapter: pgliteAdapter(pglite) });
  for (let index = 0; index < 2; index += 1) {
    const teacher = await createTeacher({}, client);
    const service = await createService({ teacherId: teacher.id }, client);
    for (let count = 0; count < 3; count += 1) {
      const student = await createStudent({ teacherId: teacher.id, notes: `Ünïcode ✓ ${count}` }, client);
      await createSession({ teacherId: teacher.id, serviceId: service.id, studentId: student.id }, client);
    }
  }
  const fingerprints = await tableFingerprints(pglite);
  await client.$disconnect();
  await pglite.close();
  return fingerprints;
}

describe('npm run backup / npm run restore (embedded database)', () => {
  it('backs up a seeded database and its uploads, and restores them into empty folders with every table equal', async () => {
    const dataDir = path.join(root, 'pglite');
    const uploadsDir = path.join(root, 'uploads');
    const file = path.join(root, 'backup.tar');
    const before = await seed(dataDir);
    expect(before.students!.rows).toBe(6);
    expect(before.sessions!.rows).toBe(6);
    fs.mkdirSync(path.join(uploadsDir, 'objects', 'deep', 'er'), { recursive: true });
    fs.writeFileSync(path.join(uploadsDir, 'objects', 'a.bin'), Buffer.from([0, 1, 2, 255]));
    fs.writeFileSync(path.join(uploadsDir, 'objects', 'deep', 'er', `${'long-name-'.repeat(12)}.txt`), 'hello');

    const written = await createBackup({ dataDir, uploadsDir, file });
    expect(written.uploads).toBe(2);

    fs.rmSync(dataDir, { recursive: true });
    fs.rmSync(uploadsDir, { recursive: true });
    const restored = await restoreBackup({ dataDir, uploadsDir, file });
    expect(restored.uploads).toBe(2);

    const pglite = await openPglite({ dataDir });
    const after = await tableFingerprints(pglite);
    await pglite.close();
    expect(Object.keys(after).length).toBeGreaterThan(50);
    expect(after).toEqual(before);
    expect([...fs.readFileSync(path.join(uploadsDir, 'objects', 'a.bin'))]).toEqual([0, 1, 2, 255]);
    expect(
      fs.readFileSync(path.join(uploadsDir, 'objects', 'deep', 'er', `${'long-name-'.repeat(12)}.txt`), 'utf8'),
    ).toBe('hello');

    // Never over a database that is there, and never from a damaged file.
    await expect(restoreBackup({ dataDir, uploadsDir: path.join(root, 'other'), file })).rejects.toThrow(/not empty/);
    const damaged = path.join(root, 'damaged.tar');
    const bytes = fs.readFileSync(file);
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = bytes[middle]! ^ 0xff; // inside database.tar, by far the largest entry
    fs.writeFileSync(damaged, bytes);
    await expect(
      restoreBackup({ dataDir: path.join(root, 'p2'), uploadsDir: path.join(root, 'u2'), file: damaged }),
    ).rejects.toThrow(/missing or damaged/);
  }, 240_000);
});
