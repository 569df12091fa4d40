// npm run bench:lighthouse [-- --runs 3 --port 3395 --url http://127.0.0.1:3000 --pages /demo,/demo/services/x]
// Issue 38, item 6: the public page on a phone. Lighthouse's mobile preset (its default config:
// a Moto G class phone, simulated slow 4G and 4x CPU throttling) on the teacher's public page and
// one service page, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). Prints, per page,
// the median of `runs` runs of: performance score, total blocking time, compressed JavaScript bytes
// (what went over the wire) and back/forward-cache eligibility, beside the issue's targets.
// Without --url it starts the build in NEXT_DIST_DIR (default .next) the way the e2e server does:
// the embedded default (PGlite in a temporary folder, DEMO_DATA=1 seeds the demo teacher).
// Figures only: it exits 0 whatever they are (docs/performance.md holds the last run).
import os from 'node:os';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startEmbeddedApp } from './embedded-app';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3395' },
    url: { type: 'string' },
    pages: { type: 'string' },
    // Also print each run's long tasks (as Lighthouse simulated them) and its script time per file.
    details: { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(values.runs));
const say = (line: string) => console.info(line);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/** The first service page the teacher's public page links to. */
async function firstServicePage(baseUrl: string, teacherPage: string): Promise<string | null> {
  const html = await (await fetch(new URL(teacherPage, baseUrl))).text();
  const match = new RegExp(`href="(${teacherPage}/services/[^"?#]+)"`).exec(html);
  return match?.[1] ?? null;
}

type Figures = { score: number; tbtMs: number; jsKb: number; bfcache: boolean; bfcacheWhy: string };

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (values.details) say(details(lhr));
  const scripts = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined
  )?.items?.find((item) => item.resourceType === 'script');
  const bfcache = lhr.audits['bf-cache'];
  const reasons = (bfcache?.details as { items?: { reason?: string }[] } | undefined)?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
    jsKb: Math.round((scripts?.transferSize ?? 0) / 1024),
    bfcache: bfcache?.score === 1,
    bfcacheWhy: reasons
      .map((item) => item.reason)
      .filter(Boolean)
      .join('; '),
  };
}

type Item = Record<string, unknown>;
const itemsOf = (lhr: { audits: Record<string, { details?: unknown }> }, id: string) =>
  ((lhr.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];
const short = (url: unknown) => String(url).replace(/^.*\/_next\/static\/chunks\//, '');

/** The long tasks Lighthouse counted (simulated durations) and the main-thread time per script and kind of work. */
function details(lhr: Parameters<typeof itemsOf>[0] & { finalDisplayedUrl: string }) {
  const lines = [`  ${lhr.finalDisplayedUrl}`];
  for (const task of itemsOf(lhr, 'long-tasks')) {
    lines.push(
      `    long task at ${Math.round(Number(task.startTime))} ms: ${Math.round(Number(task.duration))} ms, ${short(task.url)}`,
    );
  }
  for (const row of itemsOf(lhr, 'bootup-time').slice(0, 8)) {
    lines.push(
      `    script ${short(row.url).padEnd(30)} total ${Math.round(Number(row.total))} ms, evaluation ${Math.round(Number(row.scripting))} ms, parse/compile ${Math.round(Number(row.scriptParseCompile))} ms`,
    );
  }
  lines.push(
    `    main thread: ${itemsOf(lhr, 'mainthread-work-breakdown')
      .map((row) => `${row.groupLabel} ${Math.round(Number(row.duration))}`)
      .join(', ')} ms`,
  );
  return lines.join('\n');
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

const app = values.url
  ? { url: values.url.replace(/\/$/, ''), stop: async () => {} }
  : await startEmbeddedApp(Number(values.port));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
try {
  const pages = values.pages?.split(',').filter(Boolean) ?? ['/demo'];
  if (!values.pages) {
    const service = await firstServicePage(app.url, '/demo');
    if (service) pages.push(service);
    else say('warning: /demo links to no service page');
  }
  // One unmeasured visit each: the server's first render and caches are not what a phone meets.
  for (const page of pages) await fetch(new URL(page, app.url)).then((response) => response.arrayBuffer());
  say(`Lighthouse mobile preset (simulated throttling), median of ${runs}; load average ${load()}`);
  say(`${'page'.padEnd(40)} ${'perf'.padStart(5)} ${'TBT ms'.padStart(7)} ${'JS KB'.padStart(6)}  bfcache`);
  for (const page of pages) {
    const results: Figures[] = [];
    for (let run = 0; run < runs; run++) results.push(await audit(new URL(page, app.url).toString(), chrome.port));
    const bfcache = results.every((result) => result.bfcache);
    say(
      `${page.padEnd(40)} ${String(median(results.map((r) => r.score))).padStart(5)} ` +
        `${String(median(results.map((r) => r.tbtMs))).padStart(7)} ${String(median(results.map((r) => r.jsKb))).padStart(6)}  ` +
        `${bfcache ? 'yes' : `no (${results.find((r) => !r.bfcache)?.bfcacheWhy || 'see the report'})`}`,
    );
  }
  say(`targets: perf >= 95, TBT < 150 ms, JS <= 150 KB compressed, bfcache yes; load average after ${load()}`);
} finally {
  chrome.kill();
  await app.stop();
}
