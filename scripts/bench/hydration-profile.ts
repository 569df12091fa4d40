// npm run bench:hydration-profile [-- --url http://127.0.0.1:3000 --pages /demo --throttle 4 --runs 3 --save /tmp/x]
// Issue 38, item 6: where a public page's main-thread time goes while it loads on a slow phone. Opens
// each page in Chromium (Debian's, through Playwright; a phone's viewport) with the CPU slowed down
// `throttle` times (CDP Emulation.setCPUThrottlingRate, as Lighthouse's devtools throttling does),
// records a trace with V8's sampling profiler in it, and prints, for the median run by blocking time:
// the long tasks (over 50 ms: their blocking part is what total blocking time adds up), and for each
// the time split by what ran (a chunk's code, named by the libraries its text holds; the browser's
// own work: HTML parsing, style and layout, garbage collection, compiling). Figures are times:
// print them with the load average. Without --url it starts the build in NEXT_DIST_DIR like
// bench:lighthouse does. --save writes each run's trace (open it in Chrome's Performance panel).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { systemBrowser } from '../../e2e/support/browser-paths.mjs';
import { startEmbeddedApp } from './embedded-app';
import { summariseTrace, type TraceEvent } from './trace-summary';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    port: { type: 'string', default: '3397' },
    pages: { type: 'string', default: '/demo,/demo/services/trial-lesson' },
    throttle: { type: 'string', default: '4' },
    runs: { type: 'string', default: '3' },
    save: { type: 'string' },
  },
});
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.compile',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'toplevel',
].join(',');

const app = values.url ? null : await startEmbeddedApp(Number(values.port));
const base = values.url ?? app!.url;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? systemBrowser() ?? undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
try {
  console.info(`CPU ${values.throttle}x slower, ${values.runs} runs per page; load average ${load()}`);
  for (const page of values.pages.split(',')) {
    // One unmeasured visit: the server's first render and caches are not what a phone meets.
    await fetch(new URL(page, base)).then((response) => response.arrayBuffer());
    const runs = [];
    for (let run = 0; run < Number(values.runs); run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
      });
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.throttle) });
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
      const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
      await tab.goto(new URL(page, base).toString(), { waitUntil: 'load' });
      // Hydration and the effects run after `load`: wait until the main thread has been quiet.
      await tab.waitForTimeout(3000);
      await cdp.send('Tracing.end');
      await done;
      if (values.save) {
        fs.mkdirSync(values.save, { recursive: true });
        const file = path.join(values.save, `${page.replaceAll('/', '_')}-${run}.json`);
        fs.writeFileSync(file, JSON.stringify({ traceEvents: events }));
      }
      const chunkText = async (url: string) => (await fetch(url)).text();
      runs.push(await summariseTrace(events, base, chunkText));
      await context.close();
    }
    runs.sort((a, b) => a.blockingMs - b.blockingMs);
    const median = runs[Math.floor(runs.length / 2)]!;
    console.info(
      `\n${page}: blocking time per run ${runs.map((r) => Math.round(r.blockingMs)).join(', ')} ms ` +
        `(after the first contentful paint: ${runs.map((r) => Math.round(r.afterPaintMs)).join(', ')} ms); the median run:`,
    );
    console.info(median.report);
  }
  console.info(`\nload average after ${load()}`);
} finally {
  await browser.close();
  await app?.stop();
}
