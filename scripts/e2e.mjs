// npm run e2e: builds the app and runs the Playwright journeys, after checking a browser exists.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { systemBrowser } from '../e2e/support/browser-paths.mjs';

const system = systemBrowser();
if (!system && !fs.existsSync(chromium.executablePath())) {
  console.info("No Chromium found: trying Playwright's own browser (needs internet) ...");
  const install = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  if (install.status !== 0) {
    console.error(
      [
        'End-to-end tests need a Chromium and none is available.',
        'Install one of:',
        '  Debian/Ubuntu: sudo apt-get install -y chromium-headless-shell (or chromium)',
        '  any OS with internet: npx playwright install chromium',
        'or point CHROMIUM_PATH at an existing Chrome/Chromium binary.',
      ].join('\n'),
    );
    process.exit(1);
  }
}

execSync('npx next build', { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
