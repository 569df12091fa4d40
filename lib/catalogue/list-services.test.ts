import { describe, expect, it } from 'vitest';
import { ZListServicesQuery } from './schemas';
import {
  createEnrollment,
  createPayment,
  createService,
  createSession,
  createStudent,
  createTeacher,
} from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { listServices } from './list-services';

const query = (raw: Record<string, unknown> = {}) => ZListServicesQuery.parse(raw);
const hour = 60 * 60 * 1000;

describe('listServices', () => {
  it('embeds hand-computed stats per service', async () => {
    const teacher = await createTeacher({ timezone: 'Europe/Madrid' });
    const student = await createStudent({ teacherId: teacher.id });
    const service = await createService({ teacherId: teacher.id, currency: 'EUR', sortOrder: 0 });
    const quiet = await createService({ teacherId: teacher.id, currency: 'USD', sortOrder: 1 });
    const base = { teacherId: teacher.id, serviceId: service.id, studentId: student.id };
    // sold: active x2, completed, cancelled = 4; pending_payment does not count anywhere.
    const first = await createEnrollment({
      ...base,
      status: 'active',
      pricePaid: 10_000,
      sessionsTotal: 10,
      sessionsCompleted: 3,
      sessionsScheduled: 2,
      sessionsForfeited: 1,
    });
    const second = await createEnrollment({
      ...base,
      status: 'active',
      pricePaid: 5_000,
      sessionsTotal: 5,
      sessionsCompleted: 0,
      sessionsScheduled: 1,
      sessionsForfeited: 0,
    });
    const third = await createEnrollment({
      ...base,
      status: 'completed',
      pricePaid: 7_000,
      sessionsTotal: 4,
      sessionsCompleted: 2,
      sessionsForfeited: 2,
    });
    const fourth = await createEnrollment({
      ...base,
      status: 'cancelled',
      pricePaid: 3_000,
      currency: 'USD',
      sessionsTotal: 2,
    });
    const pending = await createEnrollment({
      ...base,
      status: 'pending_payment',
      pricePaid: 99_000,
      sessionsTotal: 50,
      sessionsForfeited: 9,
    });
    // Lifetime revenue is Revenue (docs/metrics.md) per service: payments minus refunds, renewals and
    // paid trials included: EUR 10000 + 2000 (renewal) + 4000 (5000, 1000 refunded) + 7000 + 1500.
    const pay = (amount: number, extra: Partial<Parameters<typeof createPayment>[0]>) =>
      createPayment({ teacherId: teacher.id, studentId: student.id, amount, ...extra });
    await pay(10_000, { enrollmentId: first.id });
    await pay(2_000, { enrollmentId: first.id, kind: 'renewal' });
    await pay(5_000, { enrollmentId: second.id, status: 'partially_refunded', refundedAmount: 1_000 });
    await pay(7_000, { enrollmentId: third.id });
    await pay(3_000, { enrollmentId: fourth.id, currency: 'USD' });
    await pay(99_000, { enrollmentId: pending.id, status: 'pending', paidAt: null });
    const trial = await createSession({ teacherId: teacher.id, serviceId: service.id, status: 'completed' });
    await pay(1_500, { sessionId: trial.id, kind: 'trial' });
    // Range: March 2031 in Madrid = [2031-02-28T23:00Z, 2031-03-31T22:00Z).
    const sessionAt = (iso: string, status: 'scheduled' | 'completed' | 'cancelled' | 'pending_review') =>
      createSession({ teacherId: teacher.id, serviceId: service.id, startUtc: new Date(iso), status });
    await sessionAt('2031-02-28T22:00:00Z', 'completed'); // before the range (Feb 28, 23:00 local)
    await sessionAt('2031-02-28T23:30:00Z', 'completed'); // March 1st, 00:30 local: in range
    await sessionAt('2031-03-15T10:00:00Z', 'scheduled');
    await sessionAt('2031-03-16T10:00:00Z', 'cancelled'); // not counted
    await sessionAt('2031-03-31T21:00:00Z', 'pending_review'); // 23:00 local on the 31st: in range
    await sessionAt('2031-03-31T22:30:00Z', 'scheduled'); // April 1st local: out of range

    const page = await listServices({ teacherId: teacher.id, query: query({ from: '2031-03-01', to: '2031-04-01' }) });
    expect(page).toMatchObject({ page: 1, limit: 20, total: 2 });
    expect(page.range).toEqual({
      from: '2031-03-01',
      to: '2031-04-01',
      timezone: 'Europe/Madrid',
      fromUtc: '2031-02-28T23:00:00.000Z',
      toUtc: '2031-03-31T22:00:00.000Z',
    });
    expect(page.data.map((row) => row.id)).toEqual([service.id, quiet.id]);
    expect(page.data[0]!.stats).toEqual({
      sold: 4,
      activeEnrollments: 2,
      lifetimeRevenue: [
        { currency: 'EUR', amount: 24_500 },
        { currency: 'USD', amount: 3_000 },
      ],
      sessionsDelivered: 3,
      remainingCredits: 4 + 4,
      forfeitedSessions: 1 + 2,
      sessionsInRange: 3,
    });
    expect(page.data[1]!.stats).toEqual({
      sold: 0,
      activeEnrollments: 0,
      lifetimeRevenue: [{ currency: 'USD', amount: 0 }],
      sessionsDelivered: 0,
      remainingCredits: 0,
      forfeitedSessions: 0,
      sessionsInRange: 0,
    });
  });

  it("defaults the range to the current month in the teacher's zone", async () => {
    const teacher = await createTeacher({ timezone: 'Europe/Madrid' });
    // 23:30 UTC on 31 December is already January in Madrid.
    const page = await listServices({ teacherId: teacher.id, query: query(), now: new Date('2030-12-31T23:30:00Z') });
    expect(page.range).toMatchObject({ from: '2031-01-01', to: '2031-02-01', fromUtc: '2030-12-31T23:00:00.000Z' });
  });

  it('filters by one or several statuses and by search, and never lists deleted services or other teachers', async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const draft = await createService({ teacherId: teacher.id, status: 'draft', name: 'Guitar basics', sortOrder: 0 });
    const active = await createService({ teacherId: teacher.id, status: 'active', name: 'Jazz piano', sortOrder: 1 });
    const paused = await createService({ teacherId: teacher.id, status: 'paused', name: 'Piano duets', sortOrder: 2 });
    await createService({ teacherId: teacher.id, status: 'draft', deletedAt: new Date() });
    await createService({ teacherId: other.id, status: 'active', name: 'Piano for all' });
    const ids = async (raw: Record<string, unknown>) =>
      (await listServices({ teacherId: teacher.id, query: query(raw) })).data.map((row) => row.id);

    expect(await ids({})).toEqual([draft.id, active.id, paused.id]);
    expect(await ids({ status: 'active' })).toEqual([active.id]);
    expect(await ids({ status: ['active', 'paused'] })).toEqual([active.id, paused.id]);
    expect(await ids({ status: 'draft,paused' })).toEqual([draft.id, paused.id]);
    expect(await ids({ search: 'PIANO' })).toEqual([active.id, paused.id]);
    expect(await ids({ sort: 'name', direction: 'desc' })).toEqual([paused.id, active.id, draft.id]);
    const second = await listServices({ teacherId: teacher.id, query: query({ page: 2, limit: 2 }) });
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.data.map((row) => row.id)).toEqual([paused.id]);
  });

  it('sends the same number of queries for 1 and for 50 services', async () => {
    const seed = async (services: number) => {
      const teacher = await createTeacher();
      const student = await createStudent({ teacherId: teacher.id });
      for (let index = 0; index < services; index += 1) {
        const service = await createService({ teacherId: teacher.id, sortOrder: index });
        await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
        await createSession({
          teacherId: teacher.id,
          serviceId: service.id,
          startUtc: new Date(Date.UTC(2031, 0, 1) + index * 2 * hour),
          status: 'completed',
        });
      }
      return teacher.id;
    };
    const one = await seed(1);
    const fifty = await seed(50);
    const list = (teacherId: string) => listServices({ teacherId, query: query({ limit: 100 }) });
    const small = await countQueries(() => list(one));
    const large = await countQueries(() => list(fifty));
    expect(small.result.data).toHaveLength(1);
    expect(large.result.data).toHaveLength(50);
    expect(large.result.data.every((row) => row.stats.sold === 1 && row.stats.sessionsDelivered === 1)).toBe(true);
    expect(small.count).toBeGreaterThan(0);
    expect(large.count).toBe(small.count);
  });
});
