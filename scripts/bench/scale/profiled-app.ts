/**
 * `node --cpu-prof server.mjs` of the build in NEXT_DIST_DIR, started as app-cluster.ts starts an
 * instance but with the profiler flags on node's own command line (Node 20 refuses --cpu-prof in
 * NODE_OPTIONS). SIGTERM runs the app's graceful shutdown, which exits, and V8 writes the profile
 * into `profileDir` then. APP_NODE_OPTIONS adds further node flags (e.g. --cpu-prof-interval=500).
 */
import { startApp } from '../../reliability/app-cluster';

export function startProfiledApp(port: number, profileDir: string, env: Record<string, string>) {
  const extra = (process.env.APP_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
  return startApp(port, env, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, ...extra]);
}
