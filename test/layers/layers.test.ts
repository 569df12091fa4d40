import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');
const fixture = path.join(root, 'test/fixtures/layers');
const script = path.join(root, 'scripts/layers/check-layers.mjs');
const config = path.join(root, '.dependency-cruiser.cjs');

/** Runs the layer check (npm run lint:layers) with the project's rules over the fixture tree. */
async function checkLayers(known: string, ...extra: string[]) {
  return run(process.execPath, [script, '--config', config, '--known', known, ...extra, 'lib'], { cwd: fixture }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  );
}

describe('the layer check (.dependency-cruiser.cjs)', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'layers-test-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it(
    'fails on upward imports, on cycles between folders and between files, on a simulator or test support import',
    { timeout: 60_000 },
    async () => {
      const outcome = await checkLayers(path.join(folder, 'none.json'));

      expect(outcome.code).toBe(1);
      expect(outcome.stdout).toContain('core-imports-lib: lib/core/env.ts → lib/auth/session.ts');
      expect(outcome.stdout).toContain('area-imports-higher-area: lib/jobs/run-job.ts → lib/booking/book.ts');
      expect(outcome.stdout).toContain('folder-cycle: lib/booking/time-first → lib/booking/student');
      expect(outcome.stdout).toContain('folder-cycle: lib/booking/student → lib/booking/time-first');
      expect(outcome.stdout).toMatch(/file-cycle: lib\/auth\/(cookie|session)\.ts → lib\/auth\/(session|cookie)\.ts/);
      expect(outcome.stdout).toContain(
        'production-imports-simulator: lib/auth/vendor-url.ts → dev/simulators/vendor/vendor-simulator.ts',
      );
      expect(outcome.stdout).toContain(
        'production-imports-test-support: lib/booking/demo-lesson.ts → test/booking/booked-lesson.ts',
      );
      expect(outcome.stdout).toContain('7 new layer violation(s)');
    },
  );

  it(
    'passes once the violations are in the known-violations baseline, cycles included',
    { timeout: 120_000 },
    async () => {
      const known = path.join(folder, 'known.json');
      expect((await checkLayers(known, '--baseline')).code).toBe(0);

      const outcome = await checkLayers(known);

      expect(outcome.code).toBe(0);
      expect(outcome.stdout).toContain('no new layer violations');
      expect(outcome.stdout).toContain('7 known violation(s)');
    },
  );
});
