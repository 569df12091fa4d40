import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHints, compileHint } from './compile-hints.mjs';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

/** A build folder with a manifest naming two start scripts and one chunk loaded later. */
function build() {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  folders.push(distDir);
  fs.mkdirSync(path.join(distDir, 'static/chunks'), { recursive: true });
  const manifest = { rootMainFiles: ['static/chunks/react.js', 'static/chunks/runtime.js', 'static/chunks/app.css'] };
  fs.writeFileSync(path.join(distDir, 'build-manifest.json'), JSON.stringify(manifest));
  for (const file of ['react.js', 'runtime.js', 'later.js'])
    fs.writeFileSync(path.join(distDir, 'static/chunks', file), `// ${file}`);
  fs.writeFileSync(path.join(distDir, 'static/chunks/app.css'), 'body{}');
  return distDir;
}
const read = (distDir: string, file: string) => fs.readFileSync(path.join(distDir, 'static/chunks', file), 'utf8');

describe('addCompileHints', () => {
  it('puts the hint first in the scripts every page loads at start, and only there', async () => {
    const distDir = build();
    expect(await addCompileHints({ distDir })).toEqual(['static/chunks/react.js', 'static/chunks/runtime.js']);
    expect(read(distDir, 'react.js')).toBe(`${compileHint}// react.js`);
    expect(read(distDir, 'runtime.js')).toBe(`${compileHint}// runtime.js`);
    expect(read(distDir, 'later.js')).toBe('// later.js');
    expect(read(distDir, 'app.css')).toBe('body{}');
  });

  it('adds it once when run twice', async () => {
    const distDir = build();
    await addCompileHints({ distDir });
    await addCompileHints({ distDir });
    expect(read(distDir, 'react.js')).toBe(`${compileHint}// react.js`);
  });
});
