import fs from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** Flags that keep Chromium quiet on machines without internet (see STACK.md). */
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** Debian's Chromium when present; otherwise Playwright's own browser (scripts/e2e.mjs checks it exists). */
export function chromiumLaunch(): LaunchOptions {
  const executablePath = candidates.find((path) => path && fs.existsSync(path));
  return executablePath ? { executablePath, args } : { args };
}
