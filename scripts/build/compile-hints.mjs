// @ts-check
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * V8's explicit compile hint: a script whose first line is this comment has every function compiled
 * while it streams in, on a background thread, instead of on the main thread at each function's first
 * call (https://v8.dev/blog/explicit-compile-hints; Chrome 136+, other engines read a comment).
 */
export const compileHint = '//# allFunctionsCalledOnLoad\n';

/**
 * After `next build` compiles (next.config.ts, `compiler.runAfterProductionCompile`): puts the compile
 * hint at the top of the scripts every page loads at start (the build manifest's `rootMainFiles`:
 * React, React DOM, Next's router and the chunk runtime). A profile of the public page on a phone's
 * CPU (scripts/bench/hydration-profile.ts) spent 165 of the 208 ms of its longest task compiling the
 * modules of these scripts on their first call: that task was most of the page's total blocking time
 * (issue 38, item 6; decision 0185). Only these: they run whole at start, while the other chunks hold
 * code a page may never call. Idempotent; a file name stays the same (its content hash was taken
 * before), which no integrity check reads (no `sri` in next.config.ts).
 * @param {{ distDir: string }} build
 * @returns {Promise<string[]>} the files given the hint
 */
export async function addCompileHints({ distDir }) {
  const manifest = JSON.parse(await fs.readFile(path.join(distDir, 'build-manifest.json'), 'utf8'));
  /** @type {string[]} */
  const files = (manifest.rootMainFiles ?? []).filter((/** @type {string} */ file) => file.endsWith('.js'));
  for (const file of files) {
    const where = path.join(distDir, file);
    const text = await fs.readFile(where, 'utf8');
    if (!text.startsWith(compileHint)) await fs.writeFile(where, compileHint + text);
  }
  return files;
}
