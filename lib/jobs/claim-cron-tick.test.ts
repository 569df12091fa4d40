import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { claimCronTick } from './claim-cron-tick';

describe('claimCronTick', () => {
  it('gives each tick to one instance, also when they ask at the same moment', async () => {
    const name = `report-${randomUUID()}`;
    const tick = new Date('2030-01-07T07:00:00.000Z');
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((instance) => claimCronTick(name, tick, instance)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    // A clock a few milliseconds apart names the same tick.
    expect(await claimCronTick(name, new Date(tick.getTime() + 250), 'e')).toBe(false);
  });

  it('gives the next tick again, and never an earlier one', async () => {
    const name = `report-${randomUUID()}`;
    expect(await claimCronTick(name, new Date('2030-01-07T07:00:00Z'), 'a')).toBe(true);
    expect(await claimCronTick(name, new Date('2030-01-07T07:05:00Z'), 'b')).toBe(true);
    expect(await claimCronTick(name, new Date('2030-01-07T07:00:00Z'), 'a')).toBe(false);
    const row = await db.cronClaim.findUniqueOrThrow({ where: { name } });
    expect(row).toMatchObject({ lastTickAt: new Date('2030-01-07T07:05:00Z'), claimedBy: 'b' });
  });

  it('keeps crons apart', async () => {
    const tick = new Date('2030-01-07T07:00:00Z');
    expect(await claimCronTick(`a-${randomUUID()}`, tick, 'x')).toBe(true);
    expect(await claimCronTick(`b-${randomUUID()}`, tick, 'x')).toBe(true);
  });
});
