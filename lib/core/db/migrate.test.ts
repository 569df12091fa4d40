// Each test builds a database from every migration (PGlite in WebAssembly): under a loaded CI machine that takes longer than the default 30 s.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseUrl, recreateDatabase, withAdmin, quoteIdent } from '@/test/database-server';
import { openPglite, pgliteAdapter, postgresAdapter } from './adapters';
import { applyMigrations, createMigration, defaultPaths, pendingSchemaDiff } from './migrate';

const committed = fs
  .readdirSync(defaultPaths.migrations, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const serverUrl = process.env.TEST_DATABASE_URL;
const backends = [
  {
    name: 'embedded PGlite',
    async open() {
      const pglite = await openPglite({ dataDir: 'memory://' });
      return { factory: pgliteAdapter(pglite), close: () => pglite.close() };
    },
  },
  ...(serverUrl
    ? [
        {
          name: 'PostgreSQL',
          async open() {
            const name = `lektio_migrate_${process.pid}_${Date.now()}`;
            await recreateDatabase(serverUrl, name);
            return {
              factory: postgresAdapter(databaseUrl(serverUrl, name)),
              close: () =>
                withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE ${quoteIdent(name)} WITH (FORCE)`)),
            };
          },
        },
      ]
    : []),
];

describe.each(backends)('migrations on $name', (backend) => {
  it('applies every committed migration once; a second apply is a no-op', { timeout: 120_000 }, async () => {
    const { factory, close } = await backend.open();
    try {
      expect(await applyMigrations(factory)).toEqual(committed);
      expect(await applyMigrations(factory)).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('createMigration', () => {
  it('finds no drift between the committed migrations and the schema', { timeout: 120_000 }, async () => {
    const pglite = await openPglite({ dataDir: 'memory://' });
    // Only the diff: a drifting tree must not get a migration folder written by a test run.
    expect(await pendingSchemaDiff(pgliteAdapter(pglite))).toBeNull();
    await pglite.close();
  });

  it('writes a new migration for a schema change, which then applies', { timeout: 120_000 }, async () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lektio-migrate-'));
    const paths = { schema: path.join(scratch, 'schema.prisma'), migrations: path.join(scratch, 'migrations') };
    fs.writeFileSync(paths.schema, 'datasource db {\n  provider = "postgresql"\n}\nmodel Note {\n  id Int @id\n}\n');
    const pglite = await openPglite({ dataDir: 'memory://' });
    const folder = await createMigration(pgliteAdapter(pglite), 'add notes', paths, new Date('2030-01-02T03:04:05Z'));
    expect(folder).toBe('20300102030405_add_notes');
    expect(fs.readFileSync(path.join(paths.migrations, folder!, 'migration.sql'), 'utf8')).toContain(
      'CREATE TABLE "Note"',
    );
    expect(await applyMigrations(pgliteAdapter(pglite), paths)).toEqual([folder]);
    expect(await createMigration(pgliteAdapter(pglite), 'again', paths)).toBeNull();
    await pglite.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });
});
