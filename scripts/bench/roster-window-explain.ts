// npm run bench:roster-window [-- --search garc]   (SCALE_DATABASE, default lektio_scale)
// Issue 38, item 1: the roster list's own statement (the page's ids and its capped count,
// lib/students/roster-window-sql.ts) on the scale dataset's 20,000-student roster, EXPLAIN ANALYZE'd:
// planning + execution, median of 9, with the plan of the last run. Figures only.
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { rosterCountAhead } from '@/lib/students/list-students';
import { rosterWindowSql } from '@/lib/students/roster-window-sql';
import { ZListStudentsQuery } from '@/lib/students/schemas';
import { bigRosterSlug, scaleDatabaseUrl } from './scale/dataset';

const { values } = parseArgs({ options: { search: { type: 'string', default: 'garc' } } });
const sql = new pg.Client({ connectionString: scaleDatabaseUrl });
await sql.connect();
const { rows } = await sql.query<{ id: string }>('SELECT id FROM teachers WHERE slug = $1', [bigRosterSlug]);
const teacherId = rows[0]!.id;
const toPg = (text: string) => {
  let index = 0;
  return text.replace(/\?/g, () => `$${++index}`);
};
const cases = [
  { name: `search "${values.search}", 25 a page`, input: { search: values.search, limit: 25 } },
  { name: 'no filter, 20 a page', input: {} },
  { name: 'search "zqxj" (no match)', input: { search: 'zqxj' } },
];
console.info(
  `load average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
);
for (const { name, input } of cases) {
  const query = ZListStudentsQuery.parse(input);
  const skip = (query.page - 1) * query.limit;
  const statement = rosterWindowSql(teacherId, query, { skip, take: query.limit }, skip + rosterCountAhead + 1);
  const samples: number[] = [];
  let plan = '';
  for (let round = 0; round < 9; round++) {
    const result = await sql.query({
      text: `EXPLAIN (ANALYZE, FORMAT TEXT) ${toPg(statement.sql)}`,
      values: statement.values as unknown[],
    });
    const lines = result.rows.map((row) => row['QUERY PLAN'] as string);
    const ms = (label: string) =>
      Number(/([\d.]+) ms/.exec(lines.find((line) => line.startsWith(label)) ?? '')?.[1] ?? NaN);
    samples.push(ms('Planning Time') + ms('Execution Time'));
    plan = lines.join('\n');
  }
  samples.sort((a, b) => a - b);
  console.info(
    `\n${name}: ${samples[4]!.toFixed(2)} ms (median of 9, planning + execution; min ${samples[0]!.toFixed(2)})`,
  );
  console.info(plan);
}
await sql.end();
