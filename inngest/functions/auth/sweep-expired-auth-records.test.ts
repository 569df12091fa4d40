import { randomUUID } from 'node:crypto';
import { InngestTestEngine } from '@inngest/test';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { sweepExpiredAuthRecordsFunction } from './sweep-expired-auth-records';

describe('sweepExpiredAuthRecordsFunction', () => {
  it('is an hourly cron', () => {
    expect(sweepExpiredAuthRecordsFunction.opts.triggers).toEqual([{ cron: 'TZ=UTC 15 * * * *' }]);
  });

  it('runs the sweep step against the database and returns its counts', async () => {
    const expired = await db.oAuthState.create({
      data: { stateHash: randomUUID(), expiresAt: new Date(Date.now() - 60_000) },
    });

    const engine = new InngestTestEngine({ function: sweepExpiredAuthRecordsFunction });
    const { result, ctx } = await engine.execute();

    expect(ctx.step.run).toHaveBeenCalledWith('sweep', expect.any(Function));
    expect(result).toEqual({
      oauthStates: expect.any(Number),
      magicLinkTokens: expect.any(Number),
      authSessions: expect.any(Number),
      rateLimits: expect.any(Number),
    });
    expect(await db.oAuthState.findUnique({ where: { id: expired.id } })).toBeNull();
  });
});
