import { describe, expect, it } from 'vitest';
import type { Prisma } from '@/generated/prisma/client';
import { createService, createSession, createTeacher } from '@/test/factories';
import type { Interval } from './engine-types';
import { loadBusyIntervals } from './load-busy-intervals';

const now = new Date('2030-06-10T06:00:00Z');
const window = { from: new Date('2030-06-10T00:00:00Z'), to: new Date('2030-06-11T00:00:00Z') };
const minute = 60_000;
const hour = (h: number) => new Date(Date.UTC(2030, 5, 10, h));
const asIso = (intervals: Interval[]) =>
  intervals.map(({ start, end }) => `${new Date(start).toISOString()}/${new Date(end).toISOString()}`).sort();

async function teacherWithService() {
  const teacher = await createTeacher();
  const service = await createService({ teacherId: teacher.id });
  return { teacherId: teacher.id, serviceId: service.id };
}

describe('loadBusyIntervals', () => {
  it('counts live sessions and unexpired holds; expired holds, cancelled, rejected and expired ones free their time', async () => {
    const owner = await teacherWithService();
    const at = (h: number, extra: Partial<Prisma.SessionUncheckedCreateInput>) =>
      createSession({ ...owner, startUtc: hour(h), ...extra });
    await at(7, { status: 'scheduled' });
    await at(8, { status: 'pending_confirmation', isTrialSession: true }); // an unpaid trial waiting for the teacher
    await at(9, { status: 'hold', holdExpiresAt: new Date(now.getTime() + 10 * minute) }); // paid trial in checkout
    await at(10, { status: 'hold', holdExpiresAt: new Date(now.getTime() - minute) }); // checkout abandoned
    await at(11, { status: 'cancelled', cancelledAt: now });
    await at(12, { status: 'rejected' });
    await at(13, { status: 'expired' });
    await at(14, { status: 'pending_review' });
    const busy = await loadBusyIntervals({ teacherId: owner.teacherId, ...window, now });
    expect(asIso(busy)).toEqual([
      '2030-06-10T07:00:00.000Z/2030-06-10T08:00:00.000Z',
      '2030-06-10T08:00:00.000Z/2030-06-10T09:00:00.000Z',
      '2030-06-10T09:00:00.000Z/2030-06-10T10:00:00.000Z',
      '2030-06-10T14:00:00.000Z/2030-06-10T15:00:00.000Z',
    ]);
  });

  it("takes sessions that overlap the window edges, not those outside it, nor another teacher's", async () => {
    const owner = await teacherWithService();
    const other = await teacherWithService();
    await createSession({ ...owner, startUtc: new Date('2030-06-09T23:30:00Z') }); // runs into the window
    await createSession({ ...owner, startUtc: new Date('2030-06-09T22:00:00Z') }); // ends before it (23:00)
    await createSession({ ...owner, startUtc: new Date('2030-06-10T23:00:00Z') }); // ends at the window's end
    await createSession({ ...owner, startUtc: new Date('2030-06-11T00:00:00Z') }); // starts at its end
    await createSession({ ...other, startUtc: hour(10) });
    const busy = await loadBusyIntervals({ teacherId: owner.teacherId, ...window, now });
    expect(asIso(busy)).toEqual([
      '2030-06-09T23:30:00.000Z/2030-06-10T00:30:00.000Z',
      '2030-06-10T23:00:00.000Z/2030-06-11T00:00:00.000Z',
    ]);
  });

  it('leaves out the sessions asked for and adds the external source', async () => {
    const owner = await teacherWithService();
    const moving = await createSession({ ...owner, startUtc: hour(7) });
    const external = { getBusy: async () => [{ start: hour(16).getTime(), end: hour(17).getTime() }] };
    const busy = await loadBusyIntervals({
      teacherId: owner.teacherId,
      ...window,
      now,
      excludeSessionIds: [moving.id],
      external,
    });
    expect(asIso(busy)).toEqual(['2030-06-10T16:00:00.000Z/2030-06-10T17:00:00.000Z']);
  });
});
