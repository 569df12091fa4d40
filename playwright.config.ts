import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './e2e/support/chromium';
import {
  appServerPort,
  appServerURL,
  bareServerURL,
  baseURL,
  e2eServers,
  e2ePort as port,
} from './e2e/support/servers';
import { v8MemoryFlags } from './server/v8-defaults.mjs';

const serverEnv = { NEXT_TELEMETRY_DISABLED: '1', APP_ENV: 'development', DATABASE_URL: '', LOG_LEVEL: 'warn' };

/**
 * Journeys run in Chromium against the built app, started the way the README starts the
 * product: embedded PGlite (its own folder), demo data, development mode for dev login.
 */
export default defineConfig({
  testDir: 'e2e',
  // Per port, so that two runs on one machine (E2E_PORT) do not clear each other's results.
  outputDir: `test-results/${port}`,
  timeout: 30_000,
  // Two journeys and three servers share the machine's cores: give a page up to 10 s to show what is asked.
  expect: { timeout: 10_000 },
  // Files run side by side, one worker per app server; a file's journeys run in order (decision 0109).
  fullyParallel: false,
  workers: e2eServers,
  forbidOnly: true,
  // One retry in CI: the journeys share the demo teacher's calendar and roster (docs/decisions/0108).
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  // In CI the trace is recorded on the retry only: recording every journey's snapshots cost a third of
  // the run (decision 0180); the retry of a failure still leaves its trace.
  use: { baseURL, trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure', launchOptions: chromiumLaunch() },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch() } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromiumLaunch() }, grep: /@phone/ },
  ],
  webServer: [
    // Playwright's browser plays the trusted proxy in front of each app server (TRUST_PROXY=loopback),
    // so each journey can be its own client by X-Forwarded-For and per-IP limits stay per journey.
    // DEMO_DATA=1: each server migrates and seeds its fresh folder before serving (instrumentation-node.ts).
    ...Array.from({ length: e2eServers }, (_, index) => {
      const folder = `.data/e2e-${appServerPort(index)}`;
      return {
        command: `rm -rf ${folder} && node ${v8MemoryFlags.join(' ')} server.mjs -p ${appServerPort(index)} -H 127.0.0.1`,
        url: `${appServerURL(index)}/api/health`,
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
        env: {
          ...serverEnv,
          APP_URL: appServerURL(index),
          PGLITE_DIR: folder,
          TRUST_PROXY: 'loopback',
          DEMO_DATA: '1',
        },
      };
    }),
    {
      command: `rm -rf .data/e2e-bare-${port} && node ${v8MemoryFlags.join(' ')} server.mjs -p ${port + 1} -H 127.0.0.1`,
      url: `${bareServerURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...serverEnv,
        APP_URL: bareServerURL,
        PGLITE_DIR: `.data/e2e-bare-${port}`,
        STRIPE_SIMULATOR_URL: `http://127.0.0.1:${port + 12}`,
      },
    },
  ],
});
