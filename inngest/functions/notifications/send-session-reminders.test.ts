import { InngestTestEngine } from '@inngest/test';
import { describe, expect, it } from 'vitest';
import { sendSessionRemindersFunction } from './send-session-reminders';

describe('sendSessionRemindersFunction', () => {
  it('runs every 5 minutes (the smallest reminder offset is 10) and reports what it sent', async () => {
    expect(sendSessionRemindersFunction.opts.triggers).toEqual([{ cron: 'TZ=UTC */5 * * * *' }]);
    const engine = new InngestTestEngine({ function: sendSessionRemindersFunction });
    const { result, ctx } = await engine.execute();
    expect(ctx.step.run).toHaveBeenCalledWith('remind', expect.any(Function));
    expect(result).toEqual({
      reminded: expect.any(Number),
      skipped: expect.any(Number),
      emails: expect.any(Number),
      texts: expect.any(Number),
    });
  });
});
