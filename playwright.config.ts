import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './e2e/support/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Journeys run in Chromium against the built app, started the way the README starts the
 * product: embedded PGlite (its own folder), demo data, development mode for dev login.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: { baseURL, trace: 'retain-on-failure', launchOptions: chromiumLaunch() },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch() } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromiumLaunch() }, grep: /@phone/ },
  ],
  webServer: {
    command: `rm -rf .data/e2e && tsx scripts/db/prepare.ts && next start -p ${port} -H 127.0.0.1`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      APP_ENV: 'development',
      APP_URL: baseURL,
      PGLITE_DIR: '.data/e2e',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
  },
});
