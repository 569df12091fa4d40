// npm run lint:migrations (part of npm run lint, so of CI): refuses a migration that drops or renames a
// column or a table in one step, unless the migration says why in a comment line
// `-- destructive: <why, in words>` (decision 0098). Data is kept across releases by expand, then
// contract: add the new column/table and copy, ship, and only in a later release drop the old one.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A statement we refuse without a reason: what it does, matched on the SQL without its comments. */
const destructive = [
  { pattern: /\bDROP\s+TABLE\b/i, what: 'drops a table' },
  {
    pattern:
      /\bALTER\s+TABLE\b[^;]*\bDROP\s+(COLUMN\s+)?(?!CONSTRAINT\b|DEFAULT\b|NOT\s+NULL\b|IDENTITY\b|EXPRESSION\b)"?\w/i,
    what: 'drops a column',
  },
  { pattern: /\bALTER\s+TABLE\b[^;]*\bRENAME\s+(COLUMN\s+)?(?!CONSTRAINT\b)"?\w+"?\s+TO\b/i, what: 'renames a column' },
  { pattern: /\bALTER\s+TABLE\b[^;]*\bRENAME\s+TO\b/i, what: 'renames a table' },
];

const reasonLine = /^\s*--\s*destructive:\s*(.{10,})$/im;

/** The SQL without `--` comments and `/* *\/` blocks (string literals are left alone: migrations rarely hold `--` in them). */
const withoutComments = (sql) => sql.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/--[^\n]*/g, ' ');

/** What a migration's SQL does that loses data, statement by statement; empty when it says why. */
export function destructiveStatements(sql) {
  if (reasonLine.test(sql)) return [];
  const found = [];
  for (const statement of withoutComments(sql).split(';')) {
    for (const { pattern, what } of destructive) {
      // A table rename also reads as "RENAME ... TO": report it once, as a table rename.
      if (pattern.test(statement) && !(what === 'renames a column' && /\bRENAME\s+TO\b/i.test(statement))) {
        found.push({ what, statement: statement.trim().replace(/\s+/g, ' ').slice(0, 160) });
      }
    }
  }
  return found;
}

/** Every migration of `folder` (`<name>/migration.sql`) that loses data without saying why. */
export function checkMigrations(folder) {
  const problems = [];
  for (const name of fs.readdirSync(folder).sort()) {
    const file = path.join(folder, name, 'migration.sql');
    if (!fs.existsSync(file)) continue;
    for (const found of destructiveStatements(fs.readFileSync(file, 'utf8')))
      problems.push({ migration: name, ...found });
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const folder = process.argv[2] ?? 'prisma/migrations';
  const problems = checkMigrations(folder);
  for (const problem of problems) {
    console.error(`${problem.migration}: ${problem.what} in one step: ${problem.statement}`);
  }
  if (problems.length) {
    console.error(
      '\nExpand, then contract: keep the old column or table in this release and drop it in a later one. ' +
        'If losing it is intended, say why in the migration: a line `-- destructive: <why>` (docs/decisions/0098).',
    );
    process.exit(1);
  }
  console.info(
    `✔ migrations: none drops or renames a column or table without saying why (${fs.readdirSync(folder).length - 1} checked)`,
  );
}
