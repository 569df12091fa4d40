import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite, pgliteAdapter } from './adapters';
import { defaultPaths } from './migrate';
import { applyPendingMigrations } from './migrate-embedded';
import { migrationFolderNames, pendingMigrationNames } from './pending-migrations';
import { recordingFactory } from '@/test/recording-adapter-factory';

describe('pending migrations', () => {
  let pglite: PGlite;
  let scratch: string;
  const committed = migrationFolderNames();

  beforeAll(async () => {
    pglite = await openPglite({ dataDir: 'memory://' });
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lektio-pending-'));
  });
  afterAll(async () => {
    await pglite.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('has every folder pending on a new database, then none once applied, without running the engine again', async () => {
    expect(await pendingMigrationNames(pgliteAdapter(pglite))).toEqual(committed);
    expect(await applyPendingMigrations(pgliteAdapter(pglite))).toEqual(committed);
    expect(await pendingMigrationNames(pgliteAdapter(pglite))).toEqual([]);

    const { factory, statements } = recordingFactory(pgliteAdapter(pglite));
    expect(await applyPendingMigrations(factory)).toEqual([]);
    expect(statements).toEqual([
      expect.stringContaining("to_regclass('_prisma_migrations')"),
      expect.stringContaining('SELECT migration_name FROM _prisma_migrations'),
    ]);
  });

  it('detects a new migration folder and applies only it', async () => {
    const migrations = path.join(scratch, 'migrations');
    fs.cpSync(defaultPaths.migrations, migrations, { recursive: true });
    const added = '29990101000000_add_scratch_note';
    fs.mkdirSync(path.join(migrations, added));
    fs.writeFileSync(
      path.join(migrations, added, 'migration.sql'),
      'CREATE TABLE scratch_note (id int PRIMARY KEY);\n',
    );

    expect(await pendingMigrationNames(pgliteAdapter(pglite), migrations)).toEqual([added]);
    expect(await applyPendingMigrations(pgliteAdapter(pglite), { ...defaultPaths, migrations })).toEqual([added]);
    expect(await pendingMigrationNames(pgliteAdapter(pglite), migrations)).toEqual([]);
  });

  it('counts a migration that failed part-way as pending', async () => {
    await pglite.query(`UPDATE _prisma_migrations SET finished_at = NULL WHERE migration_name = $1`, [
      committed.at(-1),
    ]);
    expect(await pendingMigrationNames(pgliteAdapter(pglite))).toEqual([committed.at(-1)]);
  });
});
