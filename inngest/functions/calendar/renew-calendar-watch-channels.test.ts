import { InngestTestEngine } from '@inngest/test';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { syncWatchChannels } from '@/lib/calendar-sync/watch/sync-watch-channels';
import { createTeacher } from '@/test/factories';
import { connectFakeCalendar, fakeCalendarForFile } from '@/test/calendar-connection';
import { renewCalendarWatchChannelsFunction } from './renew-calendar-watch-channels';

const fake = fakeCalendarForFile();

describe('renewCalendarWatchChannelsFunction', () => {
  it('runs every hour', () => {
    expect(renewCalendarWatchChannelsFunction.opts.triggers).toEqual([{ cron: 'TZ=UTC 40 * * * *' }]);
  });

  it('replaces a channel that expires within a day', async () => {
    const teacher = await createTeacher();
    await connectFakeCalendar(fake, teacher.id, { readCalendarIds: ['ana@gmail.test'] });
    await syncWatchChannels(teacher.id);
    const old = await db.calendarWatchChannel.findFirstOrThrow({ where: { teacherId: teacher.id } });
    await db.calendarWatchChannel.update({
      where: { id: old.id },
      data: { expiresAt: new Date(Date.now() + 3_600_000) },
    });

    const { result, ctx } = await new InngestTestEngine({ function: renewCalendarWatchChannelsFunction }).execute();

    expect(ctx.step.run).toHaveBeenCalledWith('renew', expect.any(Function));
    expect(result).toMatchObject({ opened: expect.any(Number), stopped: expect.any(Number) });
    const now = await db.calendarWatchChannel.findMany({ where: { teacherId: teacher.id } });
    expect(now).toHaveLength(1);
    expect(now[0]!.id).not.toBe(old.id);
    expect(fake.channels('ana@gmail.test').map((channel) => channel.id)).not.toContain(old.id);
  });
});
