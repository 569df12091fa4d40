import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('server start in production', () => {
  it('exits non-zero, naming the missing secrets', { timeout: 60_000 }, async () => {
    const env = { PATH: process.env.PATH, APP_ENV: 'production', NODE_ENV: 'production' as const, LOG_LEVEL: 'silent' };
    const script = "const { startServer } = await import('./instrumentation-node.ts'); await startServer();";
    const outcome = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { env }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('SESSION_SECRET, STRIPE_WEBHOOK_SECRET, DATABASE_URL');
  });
});
