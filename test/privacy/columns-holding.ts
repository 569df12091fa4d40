/** Test-only: which tables still hold any of some strings, in any text or JSON column. */
import { db } from '@/lib/core/db';

type Column = { table_name: string; column_name: string };

/**
 * Every text, varchar, char, text[] and json/jsonb column of every table of the public schema,
 * scanned with ONE query per table (each column cast to text, matched case-insensitively). Answers
 * `table.column` for each column that still holds one of `terms`.
 */
export async function columnsHolding(terms: string[]): Promise<string[]> {
  const columns = await db.$queryRaw<Column[]>`
    SELECT c.table_name::text AS table_name, c.column_name::text AS column_name
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
       AND (c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')
            OR (c.data_type = 'ARRAY' AND c.udt_name IN ('_text', '_varchar')))
     ORDER BY c.table_name, c.ordinal_position`;
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns) {
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  }
  const lowered = terms.map((term) => term.toLowerCase());
  const found: string[] = [];
  for (const [table, names] of byTable) {
    const checks = names.map(
      (name, index) =>
        `bool_or(${lowered.map((_, t) => `strpos(lower("${name}"::text), $${t + 1}) > 0`).join(' OR ')}) AS "c${index}"`,
    );
    const [row] = await db.$queryRawUnsafe<Record<string, boolean | null>[]>(
      `SELECT ${checks.join(', ')} FROM "${table}"`,
      ...lowered,
    );
    names.forEach((name, index) => {
      if (row?.[`c${index}`]) found.push(`${table}.${name}`);
    });
  }
  return found;
}
