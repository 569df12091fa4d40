// npm run bench:roster-page [-- --pages 60]   (after npm run bench:scale:seed and a build; NEXT_DIST_DIR)
// Issue 38, item 2: where the teacher roster page's bytes go and what one page costs the app in CPU.
// The built app on the scale database, the 20,000-student roster's first page (20 rows) asked for in
// sequence by one signed-in teacher: the HTML split into markup and inline scripts, the RSC payload
// (the scripts' `self.__next_f` text) split into the browser's messages, the rows, the client
// references and the rest, the rows' and the shell's share of the markup, then the app's CPU (user +
// system, /proc) per page over `pages` pages after 10 to warm. Figures only (docs/performance.md, "Issue 38", "Roster page").
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startApp } from '../../reliability/app-cluster';
import { scaleDatabaseName, scaleDatabaseUrl } from './dataset';
import { benchAppEnv, benchSecrets, findScaleTenants } from './dataset-routes';
import { createBenchSessions } from './routes';
import { balancedAfter, balancedAt, escapedBytes as escaped, pageScripts } from '../page-payload';

const { values } = parseArgs({
  options: { pages: { type: 'string', default: '60' }, port: { type: 'string', default: '3371' } },
});
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

const sql = new pg.Client({ connectionString: scaleDatabaseUrl });
await sql.connect();
const { roster } = await findScaleTenants(sql);
const [cookie] = await createBenchSessions(sql, roster.id, 1, benchSecrets.sessionSecret);
await sql.end();

const app = await startApp(Number(values.port), { ...benchAppEnv, LOG_LEVEL: 'warn' });
const cpuMs = () => {
  const fields = readFileSync(`/proc/${app.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const page = async (path = '/teacher/students') => {
  const response = await fetch(new URL(path, app.url), { headers: { cookie: `svc_session=${cookie}` } });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return response.text();
};

try {
  const html = await page();
  if (process.env.DUMP_HTML) (await import('node:fs')).writeFileSync(process.env.DUMP_HTML, html);
  const bytes = (text: string) => Buffer.byteLength(text);
  const { scripts: tags, flight } = pageScripts(html);
  const scriptBytes = tags.reduce((sum, tag) => sum + bytes(tag), 0);
  const part = (found: string | undefined) => ({ raw: bytes(found ?? ''), inHtml: escaped(found ?? '') });
  const messages = part(balancedAfter(flight, '"messages":'));
  // The rows: the client table's values (`"rows":[...]`), or the tbody's element tree (server markup).
  const rows = part(balancedAfter(flight, '"rows":') ?? balancedAt(flight, flight.indexOf('["$","tbody"')));
  const references = part(flight.match(/^[0-9a-f]+:I\[.*$/gm)?.join('\n'));
  const section = (pattern: RegExp) => bytes(pattern.exec(html)?.[0] ?? '');
  const markup = bytes(html) - scriptBytes;
  const external = tags.filter((tag) => /^<script[^>]*\bsrc=/.test(tag));
  console.info(
    `build ${distDir} (${readFileSync(`${distDir}/BUILD_ID`, 'utf8').trim()}), database ${scaleDatabaseName}, load ${load()}`,
  );
  console.info(`roster page, 20 rows: ${bytes(html)} bytes of HTML`);
  console.info(
    `  markup ${markup}: head ${section(/<head>[\s\S]*?<\/head>/)}, rows' tbody ${section(/<tbody[\s\S]*?<\/tbody>/)}, ` +
      `sidebar ${section(/<aside[\s\S]*?<\/aside>/)}, top bar ${section(/<header class="border-border bg-surface\/90[\s\S]*?<\/header>/)}, ` +
      `main ${section(/<main[\s\S]*?<\/main>/)}`,
  );
  console.info(
    `  scripts ${scriptBytes}: ${external.length} chunk tags ${external.reduce((sum, tag) => sum + bytes(tag), 0)}, ` +
      `RSC payload ${bytes(flight)} decoded (${escaped(flight)} as script text)`,
  );
  console.info(
    `  of the payload (decoded / in the HTML): messages ${messages.raw} / ${messages.inHtml}, rows ${rows.raw} / ${rows.inHtml}, ` +
      `client references ${references.raw} / ${references.inHtml}`,
  );

  const pages = Number(values.pages);
  for (let index = 0; index < 10; index++) await page();
  const before = cpuMs();
  const started = performance.now();
  for (let index = 0; index < pages; index++) await page();
  const cpu = (cpuMs() - before) / pages;
  const wall = (performance.now() - started) / pages;
  const healthBefore = cpuMs();
  for (let index = 0; index < pages; index++) await (await fetch(new URL('/api/health', app.url))).arrayBuffer();
  const health = (cpuMs() - healthBefore) / pages;
  console.info(
    `CPU per page ${cpu.toFixed(1)} ms (wall ${wall.toFixed(1)} ms), /api/health ${health.toFixed(2)} ms, over ${pages}; load ${load()}`,
  );
} finally {
  await app.stop();
}
