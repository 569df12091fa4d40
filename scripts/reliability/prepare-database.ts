import { spawn } from 'node:child_process';

/** Migrations and the demo data on `url`, the way `npm run db:prepare` does it; resolves with its output. */
export function prepareDatabase(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', 'scripts/db/prepare.ts'], {
      env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code) =>
      code === 0
        ? resolve(output.trim().split('\n').slice(-1)[0] ?? '')
        : reject(new Error(`prepare failed:\n${output}`)),
    );
  });
}
