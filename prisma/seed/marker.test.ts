import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { currentDatabaseFactory } from '@/lib/core/db/migrate-embedded';
import { countQueries } from '@/test/count-queries';
import { recordingFactory } from '@/test/recording-adapter-factory';
import { DEMO_TEACHER_IDS, ensureDemoData, seedDemoData } from '../seed-demo';
import { demoSeedVersion } from './marker';

const writes = /^\s*(insert|update|delete|create|alter|drop)\b/i;

describe('demo seed marker', () => {
  it('skips the seed on a second start the same day: a few reads, no writes', { timeout: 180_000 }, async () => {
    const now = new Date();
    await seedDemoData(now);
    const { factory, statements } = recordingFactory(currentDatabaseFactory());
    const { result, count } = await countQueries(() => ensureDemoData(factory, new Date(now.getTime() + 1000)));
    expect(result).toEqual({ state: 'current' });
    expect(statements).toHaveLength(3);
    expect(statements.filter((sql) => writes.test(sql))).toEqual([]);
    // Nothing through the Prisma client: a start with nothing to do does not pay for loading it.
    expect(count).toBe(0);
  });

  it('seeds again on a later day, and when a demo teacher is gone', { timeout: 180_000 }, async () => {
    const today = new Date();
    await seedDemoData(today);
    const tomorrow = new Date(today.getTime() + 24 * 60 * 60 * 1000);
    expect((await ensureDemoData(undefined, tomorrow)).state).toBe('stale-day');
    expect((await ensureDemoData(undefined, tomorrow)).state).toBe('current');

    await db.teacher.update({ where: { id: DEMO_TEACHER_IDS['demo-2'] }, data: { deletedAt: tomorrow } });
    expect((await ensureDemoData(undefined, tomorrow)).state).toBe('teachers-missing');
    expect(await db.teacher.count({ where: { id: DEMO_TEACHER_IDS['demo-2'], deletedAt: null } })).toBe(1);
  });

  it('gives a changed seed source a new version', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lektio-seed-version-'));
    try {
      fs.cpSync(path.resolve('prisma/seed'), path.join(root, 'seed'), { recursive: true });
      fs.copyFileSync(path.resolve('prisma/seed-demo.ts'), path.join(root, 'seed-demo.ts'));
      const before = demoSeedVersion(root);
      expect(before).toBe(demoSeedVersion());
      fs.writeFileSync(path.join(root, 'seed/materials.test.ts'), '// tests do not count\n');
      expect(demoSeedVersion(root)).toBe(before);
      fs.appendFileSync(path.join(root, 'seed/profiles/demo.ts'), '\n// edited\n');
      expect(demoSeedVersion(root)).not.toBe(before);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
