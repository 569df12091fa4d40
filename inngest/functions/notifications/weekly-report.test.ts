import { InngestTestEngine } from '@inngest/test';
import { describe, expect, it } from 'vitest';
import { weeklyReportFunction } from './weekly-report';

describe('weeklyReportFunction', () => {
  it('runs on Mondays at 07:00 UTC and reports how many it sent', async () => {
    expect(weeklyReportFunction.opts.triggers).toEqual([{ cron: 'TZ=UTC 0 7 * * 1' }]);
    const engine = new InngestTestEngine({ function: weeklyReportFunction });
    const { result, ctx } = await engine.execute();
    expect(ctx.step.run).toHaveBeenCalledWith('send', expect.any(Function));
    expect(result).toEqual({ sent: expect.any(Number) });
  });
});
