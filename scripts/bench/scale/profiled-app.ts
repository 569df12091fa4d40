/**
 * `node --cpu-prof server.mjs` of the build in NEXT_DIST_DIR: the app-cluster.ts start, but with the
 * profiler flags on node's own command line (Node 20 refuses --cpu-prof in NODE_OPTIONS). SIGTERM
 * runs the app's graceful shutdown, which exits, and V8 writes the profile into `profileDir` then.
 * APP_NODE_OPTIONS adds further node flags (e.g. --cpu-prof-interval=500).
 */
import { spawn } from 'node:child_process';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startProfiledApp(port: number, profileDir: string, env: Record<string, string>) {
  const url = `http://127.0.0.1:${port}`;
  const flags = ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, ...(process.env.APP_NODE_OPTIONS ?? '').split(' ')];
  const child = spawn(
    process.execPath,
    [...flags.filter(Boolean), 'server.mjs', '-p', String(port), '-H', '127.0.0.1'],
    {
      env: { ...process.env, APP_URL: url, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    return exited;
  };
  for (let waited = 0; waited < 60_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`app on ${port} exited: ${output.slice(-5).join('\n')}`);
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { url, child, output, stop };
    await sleep(250);
  }
  await stop();
  throw new Error(`app on ${port} did not answer /api/health within 60 s`);
}
