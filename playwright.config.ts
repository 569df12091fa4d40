import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './e2e/support/chromium';
import { bareServerURL, baseURL, e2ePort as port } from './e2e/support/servers';
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
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  // One retry in CI: the journeys share the demo teacher's calendar and roster (docs/decisions/0108).
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: { baseURL, trace: 'retain-on-failure', launchOptions: chromiumLaunch() },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch() } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromiumLaunch() }, grep: /@phone/ },
  ],
  webServer: [
    {
      // Playwright's browser plays the trusted proxy in front of the app (TRUST_PROXY=loopback), so
      // each journey can be its own client by X-Forwarded-For and per-IP limits stay per journey.
      command: `rm -rf .data/e2e-${port} && node ${v8MemoryFlags.join(' ')} server.mjs -p ${port} -H 127.0.0.1`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // DEMO_DATA=1: the server migrates and seeds the fresh folder itself before serving (instrumentation-node.ts).
      env: { ...serverEnv, APP_URL: baseURL, PGLITE_DIR: `.data/e2e-${port}`, TRUST_PROXY: 'loopback', DEMO_DATA: '1' },
    },
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
