import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.dirname(new URL(import.meta.url).pathname);
const include = ['{lib,app,components,inngest,scripts,prisma,test,server,dev}/**/*.test.{ts,tsx}'];
// Outage tests block and cut off a PostgreSQL server's connections: without TEST_DATABASE_URL (the
// embedded PGlite run of a fresh machine) there is no server to cut off. CI sets it and runs them.
const needsPostgres = process.env.TEST_DATABASE_URL ? [] : ['**/*.outage.test.ts'];
// Files that replace modules with vi.mock need a module registry of their own.
const needsOwnModules = [
  'app/(public)/public-page-revalidation.test.ts',
  'inngest/functions/retention/retention-job.test.ts',
];

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}/` },
      { find: /^server-only$/, replacement: path.join(root, 'test/empty-module.ts') },
    ],
  },
  test: {
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/worker-database.ts'],
    pool: 'forks',
    // Files wait on PostgreSQL more than on the CPU: on a 2-core CI machine Vitest's default (cores - 1)
    // would run one file at a time: 249 files took 12.6 minutes on one worker, 279 files 7.7 minutes on two.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { APP_ENV: 'test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' },
    projects: [
      {
        extends: true,
        // One process and one database per worker for all its files: importing the app's modules and
        // cloning a database per file was half of the suite's time (docs/decisions/0064).
        test: { name: 'shared', include, exclude: [...needsOwnModules, ...needsPostgres], isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: needsOwnModules } },
    ],
  },
});
