/**
 * The crash trial of issue 37 item 4: a worker process (crash-worker.ts) sends 20 bookings and 20
 * processor events at once, is killed with SIGKILL after `killAfter` answers, and a fresh process
 * opens the database again and checks that nothing answered is lost, nothing is half stored, and
 * every event replays to exactly one grant. On PostgreSQL (a throwaway database) or on the embedded
 * PGlite (a throwaway data folder, one process at a time). Used by `npm run reliability:crash` and
 * by scripts/reliability/crash.test.ts.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { databaseUrl, quoteIdent, recreateDatabase, withAdmin } from '@/test/database-server';
import type { Answer, Verdict } from './crash-worker';

export type Engine = 'postgres' | 'pglite';

export type CrashResult = Verdict & {
  engine: Engine;
  /** Answers printed before the kill, of the 40 calls (the kill lands a moment after the `killAfter`th). */
  answeredBeforeKill: number;
  okBeforeKill: { bookings: number; payments: number };
  /** Calls sent and not answered when the kill was sent. */
  inFlightAtKill: number;
  /** From the first call to the kill, and for the whole trial (seed, run, kill, reopen, replay). */
  killAtMs: number;
  totalMs: number;
};

const worker = path.join(import.meta.dirname, 'crash-worker.ts');
const allowServerOnly = path.join(import.meta.dirname, 'allow-server-only.mjs');

type Lines = { lines: unknown[]; exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }> };

function startWorker(mode: string, args: string[], env: Record<string, string>, onLine?: (line: unknown) => void) {
  // node itself (tsx as a loader), not the tsx CLI: its own child would outlive a SIGKILL of the CLI.
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', allowServerOnly, worker, mode, ...args], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const result: Lines = {
    lines: [],
    // 'close', not 'exit': every line the process wrote before it died is read by then.
    exit: new Promise((resolve) => child.once('close', (code, signal) => resolve({ code, signal }))),
  };
  let pending = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    pending += chunk;
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    for (const part of parts.filter(Boolean)) {
      let line: unknown;
      try {
        line = JSON.parse(part);
      } catch {
        continue;
      }
      result.lines.push(line);
      onLine?.(line);
    }
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
  return { child, result, stderr: () => stderr };
}

async function runToEnd(mode: string, args: string[], env: Record<string, string>) {
  const started = startWorker(mode, args, env);
  const { code } = await started.result.exit;
  if (code !== 0) throw new Error(`crash-worker ${mode} exited ${code}:\n${started.stderr()}`);
  return started.result.lines;
}

/** Runs one trial; resolves with its figures and the problems found (empty when nothing was lost). */
export async function runCrashTrial(
  engine: Engine,
  {
    killAfter = 10,
    rampMs = 0,
    serverUrl = defaultServerUrl(),
  }: { killAfter?: number; rampMs?: number; serverUrl?: string } = {},
): Promise<CrashResult> {
  const t0 = performance.now();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `lektio-crash-${engine}-`));
  const planPath = path.join(scratch, 'plan.json');
  const answersPath = path.join(scratch, 'answers.json');
  const name = `lektio_crash_${process.pid}_${Date.now() % 100_000}`;
  const env: Record<string, string> =
    engine === 'postgres'
      ? { DATABASE_URL: databaseUrl(serverUrl, name), DATABASE_POOL_SIZE: '40' }
      : { DATABASE_URL: '', PGLITE_DIR: path.join(scratch, 'pglite') };
  try {
    if (engine === 'postgres') await recreateDatabase(serverUrl, name);
    await runToEnd('seed', [planPath], env);

    // Run, and SIGKILL the worker as soon as `killAfter` of its 40 calls have answered.
    const answers: Answer[] = [];
    let runStartedAt = 0;
    let killAtMs = 0;
    let sent = 0;
    let inFlightAtKill = 0;
    const running = startWorker('run', [planPath], { ...env, CRASH_RAMP_MS: String(rampMs) }, (line) => {
      const record = line as Partial<Answer> & { started?: boolean; sent?: boolean };
      if (record.started) runStartedAt = performance.now();
      if (record.sent) sent += 1;
      else if (record.op) {
        answers.push(record as Answer);
        if (answers.length === killAfter) {
          killAtMs = Math.round(performance.now() - runStartedAt);
          inFlightAtKill = sent - answers.length;
          running.child.kill('SIGKILL');
        }
      }
    });
    const ended = await running.result.exit;
    if (ended.signal !== 'SIGKILL')
      throw new Error(`crash-worker run ended without being killed:\n${running.stderr()}`);
    fs.writeFileSync(answersPath, JSON.stringify(answers));

    const lines = await runToEnd('verify', [planPath, answersPath], env);
    const { verdict } = lines.find((line) => (line as { verdict?: Verdict }).verdict) as { verdict: Verdict };
    const ok = answers.filter((answer) => answer.ok);
    return {
      engine,
      ...verdict,
      answeredBeforeKill: answers.length,
      okBeforeKill: {
        bookings: ok.filter((answer) => answer.op === 'booking').length,
        payments: ok.filter((answer) => answer.op === 'payment').length,
      },
      inFlightAtKill,
      killAtMs,
      totalMs: Math.round(performance.now() - t0),
    };
  } finally {
    if (!process.env.CRASH_KEEP) fs.rmSync(scratch, { recursive: true, force: true });
    else console.info(`kept ${scratch}`);
    if (engine === 'postgres')
      await withAdmin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
  }
}

export function defaultServerUrl() {
  return (
    process.env.RELIABILITY_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgresql://postgres@127.0.0.1:5432/postgres'
  );
}
