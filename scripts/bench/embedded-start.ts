// npm run bench:start [-- --port 3390 --runs 2]
// Time from `node server.mjs` to the first 200 of /api/health, the way `npm run dev` and the e2e
// server start the product (embedded PGlite, DEMO_DATA=1: migrate and seed inside the server).
// "fresh" starts on an empty data folder; "warm" starts again on the same folder (nothing pending);
// "re-seed" is a warm start whose seed marker was removed: the work every start used to do.
// Wall time and the server's CPU time (Linux /proc): on a busy machine the CPU time is the steadier.
// Needs a production build first (`npm run build`; NEXT_DIST_DIR picks another output folder).
// Uses its own temporary PGLITE_DIR, removed afterwards; the DATABASE_URL of the shell is ignored.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { openPglite } from '@/lib/core/db/adapters';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '3390' }, runs: { type: 'string', default: '2' } },
});
const port = Number(values.port);
const warmRuns = Number(values.runs);
const distDir = process.env.NEXT_DIST_DIR || '.next';
if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.error(`no production build in ${distDir}: run \`npm run build\` first (or set NEXT_DIST_DIR)`);
  process.exit(1);
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1000) })).status === 200;
  } catch {
    return false;
  }
}

/** CPU milliseconds (user + system) of a process so far, where /proc tells; else null. */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Math.round(((Number(fields[11]) + Number(fields[12])) * 1000) / 100);
  } catch {
    return null;
  }
}

/** Starts the server, waits for /api/health, stops it; answers the milliseconds to the first 200. */
async function timeStart(dataDir: string): Promise<string> {
  const started = performance.now();
  const server = spawn(process.execPath, ['server.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PGLITE_DIR: dataDir,
      DEMO_DATA: '1',
      APP_ENV: 'development',
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  try {
    const deadline = started + 180_000;
    while (!(await healthy(`http://127.0.0.1:${port}/api/health`))) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      if (performance.now() > deadline) throw new Error('no healthy answer within 180 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const cpu = cpuMs(server.pid);
    return `${Math.round(performance.now() - started)} ms${cpu === null ? '' : ` (server CPU ${cpu} ms)`}`;
  } finally {
    // SIGTERM lets the server close the embedded database before the next start opens it.
    server.kill('SIGTERM');
    await exited;
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lektio-start-'));
try {
  console.info(`fresh start (empty data folder, migrate + seed): ${await timeStart(dataDir)}`);
  for (let run = 1; run <= warmRuns; run += 1) {
    console.info(`warm start ${run} (nothing pending): ${await timeStart(dataDir)}`);
  }
  const pglite = await openPglite({ dataDir });
  await pglite.query('DELETE FROM _lektio_demo_seed');
  await pglite.close();
  console.info(`re-seed start (marker removed, as every start before 0059): ${await timeStart(dataDir)}`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
