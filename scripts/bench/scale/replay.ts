import type pg from 'pg';
import type { TappedStatement } from './statement-tap';

const transactionControl = /^\s*(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|SET\s+TRANSACTION|DEALLOCATE)\b/i;

/**
 * The raw SQL time of one request's statements: replayed one after another on a direct connection
 * with their recorded parameters, inside a transaction that is rolled back (writes leave nothing
 * behind); the median total of `times` rounds, in ms. A first round finds the statements that do
 * not replay (binary parameters, or a unique key the app's own write already took) and leaves them out.
 */
export async function replayTime(sql: pg.Client, statements: TappedStatement[], times: number) {
  const candidates = statements.filter((statement) => !statement.binary && !transactionControl.test(statement.sql));
  const replayable: TappedStatement[] = [];
  await sql.query('BEGIN');
  for (const statement of candidates) {
    await sql.query('SAVEPOINT replay');
    try {
      await sql.query({ text: statement.sql, values: statement.params });
      replayable.push(statement);
    } catch {
      await sql.query('ROLLBACK TO SAVEPOINT replay');
    }
  }
  await sql.query('ROLLBACK');
  const totals: number[] = [];
  for (let round = 0; round < times; round++) {
    await sql.query('BEGIN');
    const started = performance.now();
    for (const statement of replayable) await sql.query({ text: statement.sql, values: statement.params });
    totals.push(performance.now() - started);
    await sql.query('ROLLBACK');
  }
  totals.sort((a, b) => a - b);
  return {
    ms: totals[Math.floor(totals.length / 2)] ?? 0,
    replayed: replayable.length,
    skipped: statements.length - replayable.length,
  };
}
