import type { LaunchOptions } from '@playwright/test';
import { systemBrowser } from './browser-paths.mjs';

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

/** A system browser when present (./browser-paths.mjs); otherwise Playwright's own (scripts/e2e.mjs checks it exists). */
export function chromiumLaunch(): LaunchOptions {
  const executablePath = systemBrowser();
  return executablePath ? { executablePath, args } : { args };
}
