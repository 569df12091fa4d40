// The built app (NEXT_DIST_DIR, default .next) started the way the e2e server starts it: the embedded
// default (PGlite in a temporary folder, DEMO_DATA=1 seeds the demo teacher). For the bench scripts
// that need only the demo data (bench:lighthouse, bench:public-page).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { v8MemoryFlags } from '../../server/v8-defaults.mjs';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

export type EmbeddedApp = { url: string; pid: number; stop(): Promise<void> };

/** Resolves once /api/health answers; `env` is added to the server's environment. */
export async function startEmbeddedApp(port: number, env: Record<string, string> = {}): Promise<EmbeddedApp> {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) throw new Error(`no build in ${distDir}: run next build first`);
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lektio-bench-'));
  const child: ChildProcess = spawn(process.execPath, [...v8MemoryFlags, 'server.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PGLITE_DIR: dataDir,
      DEMO_DATA: '1',
      APP_ENV: 'development',
      APP_URL: url,
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 240_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    if (await healthy(url)) return { url, pid: child.pid!, stop };
    await sleep(250);
  }
  await stop();
  throw new Error('the app did not answer /api/health within 240 s');
}
