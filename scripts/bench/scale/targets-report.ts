// The verdict block of `npm run bench:scale:targets`: each of issue 38's targets on one line with
// the figure measured, /api/health's figure beside it, and met or MISSED. The runner hands over
// what it measured; this file alone knows the targets.
import { phoneTargets, phoneVerdict, type PhoneFigures } from '../lighthouse-audit';

export type LaneFigures = { p50: number; p95: number; rps: number; cpuMs: number; kb: number };
export type Measurements = {
  /** Figures of one lane (`1x <route>`, `10x <route>`, `uncapped <route>`, `bare node`) at 1 or 10 connections. */
  lane: (key: string, connections: 1 | 10) => LaneFigures;
  /** Statements of one request, counted on the wire, and their time inside PostgreSQL (EXPLAIN ANALYZE). */
  statements: (key: string) => { count: number; insideMs: number };
  rss: { shipped: number; uncapped: number };
  phone: { page: string; figures: PhoneFigures }[];
};

type Row = { item: string; target: string; figure: string; health: string; met: boolean | null };

const ms = (value: number) => `${value.toFixed(2)} ms`;
const times = (value: number) => `${value.toFixed(2)}x`;

export function targetRows(m: Measurements): Row[] {
  const health = (prefix: string, connections: 1 | 10) => m.lane(`${prefix} /api/health`, connections);
  const search = m.statements('1x roster search (20k)');
  const rosterPage = m.lane('1x roster page (20k)', 1);
  const publicRatio = m.lane('1x public page', 10).rps / health('1x', 10).rps;
  const history = (route: string): Row => {
    const [before, after] = [m.lane(`1x ${route}`, 1), m.lane(`10x ${route}`, 1)];
    const [counted1, counted10] = [m.statements(`1x ${route}`), m.statements(`10x ${route}`)];
    const ratio = after.p95 / before.p95;
    return {
      item: '4',
      target: `${route}: p95 at 10x <= 1.15x of 1x, statements unchanged`,
      figure: `p95 ${before.p95} -> ${after.p95} ms = ${times(ratio)}; statements ${counted1.count} -> ${counted10.count}`,
      health: `p95 ${health('1x', 1).p95} -> ${health('10x', 1).p95} ms = ${times(health('10x', 1).p95 / health('1x', 1).p95)}`,
      met: ratio <= 1.15 && counted1.count === counted10.count,
    };
  };
  const throughputRoutes = ['/api/health', 'roster page (20k)', 'public page', 'dashboard summary'];
  const throughput = throughputRoutes.map(
    (route) => m.lane(`1x ${route}`, 10).rps / m.lane(`uncapped ${route}`, 10).rps,
  );
  const throughputMean = Math.exp(throughput.reduce((sum, ratio) => sum + Math.log(ratio), 0) / throughput.length);
  const floor = health('1x', 10).cpuMs / m.lane('bare node', 10).cpuMs;
  return [
    {
      item: '1',
      target: 'roster search: SQL < 5 ms at 20,000 students',
      figure: `${ms(search.insideMs)} inside PostgreSQL, ${search.count} statements; p50 ${m.lane('1x roster search (20k)', 1).p50} ms`,
      health: `p50 ${health('1x', 1).p50} ms`,
      met: search.insideMs < 5,
    },
    {
      item: '2',
      target: 'roster page: Node CPU < 10 ms per request',
      figure: `${ms(rosterPage.cpuMs)} (1 conn), ${ms(m.lane('1x roster page (20k)', 10).cpuMs)} (10)`,
      health: `${ms(health('1x', 1).cpuMs)} (1 conn)`,
      met: rosterPage.cpuMs < 10,
    },
    {
      item: '2',
      target: 'roster page: HTML < 60 KB for 20 rows',
      figure: `${rosterPage.kb.toFixed(1)} KB`,
      health: `${health('1x', 1).kb.toFixed(1)} KB`,
      met: rosterPage.kb < 60,
    },
    {
      item: '3',
      target: "public page: >= 0.6 of /api/health's req/s at 10 conn",
      figure: `${m.lane('1x public page', 10).rps.toFixed(0)} req/s = ${times(publicRatio)}`,
      health: `${health('1x', 10).rps.toFixed(0)} req/s`,
      met: publicRatio >= 0.6,
    },
    history('dashboard summary'),
    history('insights overview'),
    {
      item: '5',
      target: 'RSS under load < 500 MB by default',
      figure: `peak ${m.rss.shipped} MB (without the V8 flags: ${m.rss.uncapped} MB)`,
      health: '',
      met: m.rss.shipped < 500,
    },
    {
      item: '5',
      target: 'throughput with the flags >= 0.95 of without (10 conn)',
      figure: `${times(throughputMean)} (geometric mean; ${throughputRoutes.map((route, index) => `${route} ${times(throughput[index]!)}`).join(', ')})`,
      health: `${times(throughput[0]!)}`,
      met: throughputMean >= 0.95,
    },
    ...m.phone.map(({ page, figures }) => ({
      item: '6',
      target: `${page}: phone perf >= ${phoneTargets.score}, TBT < ${phoneTargets.tbtMs} ms, JS <= ${phoneTargets.jsKb} KB, bfcache`,
      figure: `perf ${figures.score}, TBT ${figures.tbtMs} ms, JS ${figures.jsKb} KB, bfcache ${figures.bfcache ? 'yes' : `no (${figures.bfcacheWhy})`}`,
      health: '',
      met: phoneVerdict(figures),
    })),
    {
      item: '7',
      target: "the floor: /api/health's CPU per request against bare node:http",
      figure: `${ms(health('1x', 10).cpuMs)} vs ${ms(m.lane('bare node', 10).cpuMs)} = ${floor.toFixed(0)}x (recorded, no target)`,
      health: `${health('1x', 10).rps.toFixed(0)} req/s`,
      met: null,
    },
  ];
}

export function printTargets(say: (line: string) => void, measurements: Measurements) {
  say('');
  say('issue 38, every target (beside /api/health on the same instance):');
  for (const row of targetRows(measurements)) {
    const verdict = row.met === null ? 'recorded' : row.met ? 'met' : 'MISSED';
    say(`  ${row.item}  ${row.target}`);
    say(`       ${verdict.padEnd(8)} ${row.figure}${row.health ? `   | /api/health: ${row.health}` : ''}`);
  }
}
