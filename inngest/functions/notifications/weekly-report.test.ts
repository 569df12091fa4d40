import { InngestTestEngine } from '@inngest/test';
import { describe, expect, it } from 'vitest';
import { weeklyReportFunction } from './weekly-report';

describe('weeklyReportFunction', () => {
  it('runs hourly over the UTC Sunday and Monday and reports how many it sent', async () => {
    expect(weeklyReportFunction.opts.triggers).toEqual([{ cron: 'TZ=UTC 0 * * * 0,1' }]);
    const engine = new InngestTestEngine({ function: weeklyReportFunction });
    const { result, ctx } = await engine.execute();
    expect(ctx.step.run).toHaveBeenCalledWith('send', expect.any(Function));
    expect(result).toEqual({ sent: expect.any(Number) });
  });
});
