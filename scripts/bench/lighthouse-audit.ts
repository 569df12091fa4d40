// One Lighthouse audit with the mobile preset (its default config: a Moto G class phone, simulated
// slow 4G and 4x CPU throttling) in Debian's Chromium: shared by bench:lighthouse and the scale
// targets runner, so that both print the same four figures of issue 38, item 6.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { lighthouseDetails } from './lighthouse-details';

/** The first service page the teacher's public page links to. */
export async function firstServicePage(baseUrl: string, teacherPage: string): Promise<string | null> {
  const html = await (await fetch(new URL(teacherPage, baseUrl))).text();
  const match = new RegExp(`href="(${teacherPage}/services/[^"?#]+)"`).exec(html);
  return match?.[1] ?? null;
}

export type PhoneFigures = { score: number; tbtMs: number; jsKb: number; bfcache: boolean; bfcacheWhy: string };

/** Chromium headless on a free port for Lighthouse (CHROME_PATH, default /usr/bin/chromium). */
export function launchAuditBrowser() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
}

/** One audit; `printDetails` also gets each run's long tasks and script time (bench:lighthouse --details). */
export async function auditPage(
  url: string,
  port: number,
  printDetails?: (text: string) => void,
): Promise<PhoneFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  printDetails?.(lighthouseDetails(lhr));
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

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

/** The median of `runs` audits of one page: score, TBT and bytes each on its own; bfcache only if every run was. */
export async function auditPageMedian(
  url: string,
  port: number,
  runs: number,
  printDetails?: (text: string) => void,
): Promise<PhoneFigures> {
  const results: PhoneFigures[] = [];
  for (let run = 0; run < runs; run++) results.push(await auditPage(url, port, printDetails));
  const bfcache = results.every((result) => result.bfcache);
  return {
    score: median(results.map((result) => result.score)),
    tbtMs: median(results.map((result) => result.tbtMs)),
    jsKb: median(results.map((result) => result.jsKb)),
    bfcache,
    bfcacheWhy: bfcache ? '' : results.find((result) => !result.bfcache)?.bfcacheWhy || 'see the report',
  };
}

export const phoneTargets = { score: 95, tbtMs: 150, jsKb: 150 };

export function phoneVerdict(figures: PhoneFigures) {
  return (
    figures.score >= phoneTargets.score &&
    figures.tbtMs < phoneTargets.tbtMs &&
    figures.jsKb <= phoneTargets.jsKb &&
    figures.bfcache
  );
}
