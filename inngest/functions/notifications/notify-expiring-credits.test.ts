import { InngestTestEngine } from '@inngest/test';
import { describe, expect, it } from 'vitest';
import { notifyExpiringCreditsFunction } from './notify-expiring-credits';

describe('notifyExpiringCreditsFunction', () => {
  it('runs daily at 07:00 UTC and reports what it wrote', async () => {
    expect(notifyExpiringCreditsFunction.opts.triggers).toEqual([{ cron: 'TZ=UTC 0 7 * * *' }]);
    const engine = new InngestTestEngine({ function: notifyExpiringCreditsFunction });
    const { result, ctx } = await engine.execute();
    expect(ctx.step.run).toHaveBeenCalledWith('notify', expect.any(Function));
    expect(result).toEqual({ notified: expect.any(Number), skipped: expect.any(Number) });
  });
});
