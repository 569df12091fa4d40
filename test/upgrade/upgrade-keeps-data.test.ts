import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, pgliteAdapter } from '@/lib/core/db/adapters';
import { applyMigrations, defaultPaths } from '@/lib/core/db/migrate';

/**
 * Issue 37 item 5: a database made by the previous release's migrations, with data in it, upgrades to
 * the current schema with nothing lost. "The previous release" is every migration older than today's
 * (there are no release tags yet); the cut moves forward as releases are made (PREVIOUS_RELEASE_BEFORE).
 */
const previousReleaseBefore = process.env.PREVIOUS_RELEASE_BEFORE ?? '20261128';
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lektio-upgrade-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function previousReleaseMigrations(): string {
  const folder = path.join(root, 'migrations');
  fs.mkdirSync(folder);
  for (const name of fs.readdirSync(defaultPaths.migrations)) {
    const source = path.join(defaultPaths.migrations, name);
    if (name === 'migration_lock.toml' || name < previousReleaseBefore)
      fs.cpSync(source, path.join(folder, name), { recursive: true });
  }
  return folder;
}

/** Data written with the previous release's columns (SQL, since today's Prisma client knows today's schema). */
async function seedPreviousRelease(pglite: PGlite) {
  for (let index = 0; index < 3; index += 1) {
    const teacher = `00000000-0000-4000-8000-00000000010${index}`;
    const service = `00000000-0000-4000-8000-00000000020${index}`;
    await pglite.query(
      `INSERT INTO teachers (id, name, email, slug, timezone, "updatedAt") VALUES ($1, $2, $3, $4, 'Europe/Madrid', now())`,
      [teacher, `Teacher ${index} Ünïcode`, `teacher${index}@example.test`, `teacher-${index}`],
    );
    await pglite.query(
      `INSERT INTO services (id, "teacherId", name, slug, currency, "updatedAt") VALUES ($1, $2, 'Piano', $3, 'EUR', now())`,
      [service, teacher, `piano-${index}`],
    );
    for (let count = 0; count < 4; count += 1) {
      const student = `00000000-0000-4000-8000-0000000003${index}${count}`;
      await pglite.query(
        `INSERT INTO students (id, "teacherId", name, email, notes, "updatedAt") VALUES ($1, $2, $3, $4, $5, now())`,
        [student, teacher, `Student ${count}`, `s${index}${count}@example.test`, `Notes; "quoted", ${count}`],
      );
      await pglite.query(
        `INSERT INTO sessions (id, "teacherId", "serviceId", "studentId", "startUtc", "endUtc", status, "updatedAt")
         VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, 'completed', now())`,
        [
          teacher,
          service,
          student,
          new Date(Date.UTC(2026, 9, 1 + count, 9 + index)),
          new Date(Date.UTC(2026, 9, 1 + count, 10 + index)),
        ],
      );
    }
  }
}

/** Each table's row count and an MD5 of `columns` (the previous release's), rows in a fixed order. */
async function fingerprints(pglite: PGlite, columns: Map<string, string[]>) {
  const result: Record<string, { rows: number; checksum: string }> = {};
  for (const [table, names] of columns) {
    const list = names.map((name) => `"${name}"`).join(', ');
    const row = await pglite.query<{ rows: number; checksum: string }>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(r::text, E'\\n' ORDER BY r::text), '')) AS checksum
       FROM (SELECT ${list} FROM public."${table}") r`,
    );
    result[table] = row.rows[0]!;
  }
  return result;
}

async function columnsOf(pglite: PGlite): Promise<Map<string, string[]>> {
  const rows = await pglite.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name <> '_prisma_migrations' ORDER BY table_name, ordinal_position`,
  );
  const columns = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of rows.rows)
    columns.set(table, [...(columns.get(table) ?? []), column]);
  return columns;
}

describe('upgrade from the previous release', () => {
  it('applies the new migrations to a database with data, losing no row and changing no existing column', async () => {
    const pglite = await openPglite({ dataDir: 'memory://' });
    const previous = await applyMigrations(pgliteAdapter(pglite), {
      ...defaultPaths,
      migrations: previousReleaseMigrations(),
    });
    const current = fs.readdirSync(defaultPaths.migrations).filter((name) => name !== 'migration_lock.toml');
    expect(previous.length).toBeGreaterThan(0);
    expect(previous.length).toBeLessThan(current.length);
    await seedPreviousRelease(pglite);
    const oldColumns = await columnsOf(pglite);
    const before = await fingerprints(pglite, oldColumns);
    expect(before.students!.rows).toBe(12);

    const applied = await applyMigrations(pgliteAdapter(pglite));
    expect([...previous, ...applied].sort()).toEqual(current.sort());
    const newColumns = await columnsOf(pglite);
    for (const [table, columns] of oldColumns) expect(newColumns.get(table)).toEqual(expect.arrayContaining(columns));
    expect(await fingerprints(pglite, oldColumns)).toEqual(before);
    await pglite.close();
  }, 240_000);
});
