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
import { auditPageMedian, firstServicePage, launchAuditBrowser } from './lighthouse-audit';
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

const app = values.url
  ? { url: values.url.replace(/\/$/, ''), stop: async () => {} }
  : await startEmbeddedApp(Number(values.port));
const chrome = await launchAuditBrowser();
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
    const figures = await auditPageMedian(
      new URL(page, app.url).toString(),
      chrome.port,
      runs,
      values.details ? say : undefined,
    );
    say(
      `${page.padEnd(40)} ${String(figures.score).padStart(5)} ${String(figures.tbtMs).padStart(7)} ` +
        `${String(figures.jsKb).padStart(6)}  ${figures.bfcache ? 'yes' : `no (${figures.bfcacheWhy})`}`,
    );
  }
  say(`targets: perf >= 95, TBT < 150 ms, JS <= 150 KB compressed, bfcache yes; load average after ${load()}`);
} finally {
  chrome.kill();
  await app.stop();
}
