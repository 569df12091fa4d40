import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkMigrations, destructiveStatements } from './check-migrations.mjs';

describe('migration lint', () => {
  it('refuses dropping or renaming a column or a table in one step', () => {
    expect(destructiveStatements('ALTER TABLE "students" DROP COLUMN "goals";').map((found) => found.what)).toEqual([
      'drops a column',
    ]);
    expect(destructiveStatements('ALTER TABLE "students" DROP "goals";')).toHaveLength(1);
    expect(destructiveStatements('DROP TABLE "imports";').map((found) => found.what)).toEqual(['drops a table']);
    expect(
      destructiveStatements('ALTER TABLE "students" RENAME COLUMN "goals" TO "aims";').map((found) => found.what),
    ).toEqual(['renames a column']);
    expect(destructiveStatements('ALTER TABLE "students" RENAME TO "learners";').map((found) => found.what)).toEqual([
      'renames a table',
    ]);
  });

  it('lets additive changes, constraints, defaults and comments through', () => {
    const additive = [
      'ALTER TABLE "students" ADD COLUMN "aims" TEXT;',
      'ALTER TABLE "students" DROP CONSTRAINT "students_pkey";',
      'ALTER TABLE "students" ALTER COLUMN "goals" DROP DEFAULT;',
      'ALTER TABLE "students" ALTER COLUMN "goals" DROP NOT NULL;',
      'ALTER TABLE "students" RENAME CONSTRAINT "a" TO "b";',
      'DROP INDEX "students_name_idx";',
      '-- once we will DROP TABLE "x"; not today',
    ].join('\n');
    expect(destructiveStatements(additive)).toEqual([]);
  });

  it('accepts a destructive migration that says why, and checks a folder', () => {
    const why =
      '-- destructive: the column was copied to "aims" by 20261201000000_aims, released in 1.4\nALTER TABLE "students" DROP COLUMN "goals";';
    expect(destructiveStatements(why)).toEqual([]);
    expect(destructiveStatements('-- destructive: yes\nALTER TABLE "students" DROP COLUMN "goals";')).toHaveLength(1);

    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    fs.mkdirSync(path.join(folder, '20270101000000_drop_goals'));
    fs.writeFileSync(
      path.join(folder, '20270101000000_drop_goals', 'migration.sql'),
      'ALTER TABLE "students" DROP COLUMN "goals";',
    );
    fs.writeFileSync(path.join(folder, 'migration_lock.toml'), 'provider = "postgresql"');
    expect(checkMigrations(folder)).toEqual([
      {
        migration: '20270101000000_drop_goals',
        what: 'drops a column',
        statement: 'ALTER TABLE "students" DROP COLUMN "goals"',
      },
    ]);
    fs.rmSync(folder, { recursive: true });
  });

  it('passes every migration of the project', () => {
    expect(checkMigrations('prisma/migrations')).toEqual([]);
  });
});
