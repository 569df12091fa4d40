// Issue 38, items 1 and 2: the roster's targets, printed by `npm run bench:scale` beside /api/health
// (docs/performance.md, "Issue 38", "Roster"). One block of its own so that the runner's table stays
// as it is: run.ts hands over what it measured, this file says target, figure and verdict, and each
// statement of one request replayed on its own (EXPLAIN ANALYZE's execution + planning, median).
import type pg from 'pg';
import type { TappedStatement } from './statement-tap';

type Measured = { sqlMs: number; cpuMs1: number; cpuMs10: number; kb: number; statements: number };
type Target = { label: string; check: (figure: Measured) => [value: string, met: boolean] };

/** The targets per route name of routes.ts. */
export const rosterTargets: Record<string, Target[]> = {
  'roster search (20k)': [
    { label: 'SQL < 5 ms at 20,000 students', check: (m) => [`${m.sqlMs.toFixed(2)} ms`, m.sqlMs < 5] },
  ],
  'roster page (20k)': [
    { label: 'Node CPU < 10 ms per request', check: (m) => [`${m.cpuMs1.toFixed(2)} ms (1 conn)`, m.cpuMs1 < 10] },
    { label: 'HTML < 60 KB for 20 rows', check: (m) => [`${m.kb.toFixed(1)} KB`, m.kb < 60] },
  ],
};

const transactionControl = /^\s*(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|SET\s+TRANSACTION|DEALLOCATE)\b/i;

/**
 * Each statement of one request inside PostgreSQL: EXPLAIN (ANALYZE) with its recorded parameters,
 * planning + execution time, median of `times`, in a transaction rolled back (writes leave nothing).
 * Inside the server, so the figure is the statement's own and not the round trip's.
 */
export async function statementTimes(sql: pg.Client, statements: TappedStatement[], times = 9) {
  const rows: { sql: string; ms: number }[] = [];
  for (const statement of statements.filter((one) => !one.binary && !transactionControl.test(one.sql))) {
    const samples: number[] = [];
    for (let round = 0; round < times; round++) {
      await sql.query('BEGIN');
      try {
        const { rows: plan } = await sql.query<{
          'QUERY PLAN': { 'Planning Time': number; 'Execution Time': number }[];
        }>({
          text: `EXPLAIN (ANALYZE, FORMAT JSON) ${statement.sql}`,
          values: statement.params,
        });
        const [top] = plan[0]!['QUERY PLAN'];
        samples.push(top!['Planning Time'] + top!['Execution Time']);
      } catch {
        // A statement that does not replay (a unique key the app's own write already took).
      } finally {
        await sql.query('ROLLBACK');
      }
    }
    samples.sort((a, b) => a - b);
    if (samples.length)
      rows.push({ sql: statement.sql.replace(/\s+/g, ' ').slice(0, 90), ms: samples[samples.length >> 1]! });
  }
  return rows;
}

/** The block the runner prints after its table. */
export function printRosterTargets(
  say: (line: string) => void,
  figures: Map<string, Measured>,
  health: { cpuMs1: number; cpuMs10: number },
  perStatement: Map<string, { sql: string; ms: number }[]>,
) {
  if (![...figures.keys()].some((name) => rosterTargets[name])) return;
  say('');
  say(
    `issue 38, roster (beside /api/health: cpu ${health.cpuMs1.toFixed(2)} ms at 1 conn, ${health.cpuMs10.toFixed(2)} ms at 10):`,
  );
  for (const [name, targets] of Object.entries(rosterTargets)) {
    const measured = figures.get(name);
    if (!measured) continue;
    for (const target of targets) {
      const [value, met] = target.check(measured);
      say(`  ${name.padEnd(22)} ${target.label.padEnd(32)} ${value.padStart(18)}  ${met ? 'met' : 'MISSED'}`);
    }
    const statements = perStatement.get(name) ?? [];
    const inside = statements.reduce((sum, row) => sum + row.ms, 0);
    say(
      `    ${measured.statements} statements, ${inside.toFixed(2)} ms inside PostgreSQL (EXPLAIN ANALYZE, median of 9):`,
    );
    for (const row of statements) say(`      ${row.ms.toFixed(2).padStart(7)} ms  ${row.sql}`);
  }
}
