import { InngestTestEngine } from '@inngest/test';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { expireStaleHoldsFunction } from './expire-stale-holds';

const minute = 60 * 1000;

describe('expireStaleHoldsFunction', () => {
  it('runs every minute', () => {
    expect(expireStaleHoldsFunction.opts.triggers).toEqual([{ cron: 'TZ=UTC * * * * *' }]);
  });

  it('expires holds whose time is up and leaves live holds and other sessions alone', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id, isTrial: true });
    const student = await createStudent({ teacherId: teacher.id });
    const at = (days: number) => new Date(Date.now() + days * 24 * 60 * minute);
    const base = { teacherId: teacher.id, serviceId: service.id, studentId: student.id };
    const stale = await createSession({
      ...base,
      startUtc: at(400),
      status: 'hold',
      holdExpiresAt: new Date(Date.now() - minute),
    });
    const live = await createSession({
      ...base,
      startUtc: at(401),
      status: 'hold',
      holdExpiresAt: new Date(Date.now() + 10 * minute),
    });
    const scheduled = await createSession({ ...base, startUtc: at(402), status: 'scheduled' });

    const engine = new InngestTestEngine({ function: expireStaleHoldsFunction });
    const { result, ctx } = await engine.execute();

    expect(ctx.step.run).toHaveBeenCalledWith('expire', expect.any(Function));
    expect(result).toEqual({ expired: expect.any(Number) });
    const status = async (id: string) => (await db.session.findUniqueOrThrow({ where: { id } })).status;
    expect(await status(stale.id)).toBe('expired');
    expect(await status(live.id)).toBe('hold');
    expect(await status(scheduled.id)).toBe('scheduled');
  });
});
