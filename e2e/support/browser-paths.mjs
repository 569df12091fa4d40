// @ts-check
import fs from 'node:fs';

/**
 * The system browsers the journeys use, best first (CHROMIUM_PATH overrides). Debian's headless shell
 * first: the full browser under Debian's wrapper rasterises on an emulated GPU and loads its
 * extensions, and ran the journeys about a third slower (decision 0180).
 */
export const browserCandidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** The first system browser present, or undefined (then Playwright's own). */
export function systemBrowser() {
  return browserCandidates.find((path) => path && fs.existsSync(path));
}
