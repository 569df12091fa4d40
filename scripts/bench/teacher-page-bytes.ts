// npm run bench:teacher-page [-- --url http://127.0.0.1:3000 --port 3397 --pages /teacher/students,/teacher]
// Issue 38, item 2: where a teacher page's bytes go, on the demo data (no scale dataset needed; the
// shell and the frame are the same on every dataset, only the rows differ). Without --url it starts
// the build in NEXT_DIST_DIR (default .next) on the embedded default with the demo data, signs in as
// the demo teacher (dev login) and asks for each page once: the HTML split into markup (head, the
// sidebar and its icons, the top bar, main) and scripts, the RSC payload into the browser's messages
// (the `errors` namespace apart), the loading skeletons, the root 404's document, the client
// references and the rest, then the payload's largest rows. Bytes do not depend on the machine's
// load. DUMP_HTML=<folder> keeps each page's HTML.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startEmbeddedApp } from './embedded-app';
import { balancedAfter, escapedBytes, pageScripts } from './page-payload';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    port: { type: 'string', default: '3397' },
    pages: { type: 'string', default: '/teacher/students' },
  },
});
const demoTeacherLogin = '/api/auth/dev-login/00000000-0000-4000-8000-000000000001';
const bytes = (text: string) => Buffer.byteLength(text);

/**
 * The payload's rows that the slots named `slot` (e.g. `"loading":`) point at, with the rows those
 * reach in turn (`"$L<id>"`), client references (`I[...]`) left out: each slot's tree, however deep.
 */
function slotRows(flight: string, slot: string): string[] {
  const rows = new Map(
    flight
      .split('\n')
      .map((line) => /^([0-9a-f]+):(.*)$/.exec(line))
      .filter((match) => match)
      .map((match) => [match![1]!, match![0]] as const),
  );
  const seen = new Set<string>();
  const visit = (id: string) => {
    const row = rows.get(id);
    if (seen.has(id) || !row || /^[0-9a-f]+:I\[/.test(row)) return;
    seen.add(id);
    for (const [, next] of row.matchAll(/"\$L([0-9a-f]+)"/g)) visit(next!);
  };
  for (const [, id] of flight.matchAll(new RegExp(`${slot}\\["\\$L([0-9a-f]+)"`, 'g'))) visit(id!);
  return [...seen].map((id) => rows.get(id)!);
}

/** One page's figures, printed. */
function describe(pathname: string, html: string) {
  const { scripts, flight } = pageScripts(html);
  const scriptBytes = scripts.reduce((sum, tag) => sum + bytes(tag), 0);
  const external = scripts.filter((tag) => /^<script[^>]*\bsrc=/.test(tag));
  const section = (pattern: RegExp) => pattern.exec(html)?.[0] ?? '';
  const sidebar = section(/<aside[\s\S]*?<\/aside>/);
  const svgs = (text: string) => [...text.matchAll(/<svg[\s\S]*?<\/svg>/g)].map((match) => match[0]);
  const part = (found: string | undefined) => `${bytes(found ?? '')} / ${escapedBytes(found ?? '')}`;
  const messages = balancedAfter(flight, '"messages":');
  const errors = messages ? balancedAfter(messages, '"errors":') : undefined;
  // Each loading.tsx fallback, and the not-found boundaries (the root 404's document), as the payload holds them.
  const skeletons = slotRows(flight, '"loading":');
  const notFound = slotRows(flight, '"notFound":');
  console.info(`${pathname}: ${bytes(html)} bytes of HTML`);
  console.info(
    `  markup ${bytes(html) - scriptBytes}: head ${bytes(section(/<head>[\s\S]*?<\/head>/))}, sidebar ${bytes(sidebar)} ` +
      `(${svgs(sidebar).length} <svg> ${svgs(sidebar).reduce((sum, svg) => sum + bytes(svg), 0)}), ` +
      `top bar ${bytes(section(/<header class="border-border bg-surface\/90[\s\S]*?<\/header>/))}, ` +
      `main ${bytes(section(/<main[\s\S]*?<\/main>/))}; every <svg> ${svgs(html).reduce((sum, svg) => sum + bytes(svg), 0)}`,
  );
  console.info(
    `  scripts ${scriptBytes}: ${external.length} chunk tags ${external.reduce((sum, tag) => sum + bytes(tag), 0)}, ` +
      `RSC payload ${bytes(flight)} decoded (${escapedBytes(flight)} as script text)`,
  );
  console.info(
    `  of the payload (decoded / as script text): messages ${part(messages)} (errors ${part(errors)}), ` +
      `rows ${part(balancedAfter(flight, '"rows":'))}, loading skeletons ${part(skeletons.join('\n'))}, ` +
      `not-found boundaries ${part(notFound.join('\n'))}, client references ${part(flight.match(/^[0-9a-f]+:I\[.*$/gm)?.join('\n'))}`,
  );
  const rows = flight.split('\n').filter(Boolean);
  const largest = rows.toSorted((a, b) => bytes(b) - bytes(a)).slice(0, 8);
  console.info(`  largest of the payload's ${rows.length} rows:`);
  for (const row of largest) console.info(`    ${String(bytes(row)).padStart(6)}  ${row.slice(0, 110)}`);
}

const app = values.url ? undefined : await startEmbeddedApp(Number(values.port));
const base = values.url ?? app!.url;
try {
  const login = await fetch(new URL(demoTeacherLogin, base), { redirect: 'manual' });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`dev login answered ${login.status} without a session cookie`);
  console.info(`build ${process.env.NEXT_DIST_DIR || '.next'}, ${base}`);
  for (const pathname of values.pages.split(',')) {
    const response = await fetch(new URL(pathname, base), { headers: { cookie } });
    if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
    const html = await response.text();
    if (process.env.DUMP_HTML) {
      fs.mkdirSync(process.env.DUMP_HTML, { recursive: true });
      fs.writeFileSync(path.join(process.env.DUMP_HTML, `${pathname.replaceAll('/', '_') || 'root'}.html`), html);
    }
    describe(pathname, html);
  }
} finally {
  await app?.stop();
}
