import { describe, expect, it } from 'vitest';
import {
  createEnrollment,
  createPayment,
  createService,
  createSession,
  createStudent,
  createTeacher,
} from '@/test/factories';
import { getServiceKpis } from './get-service-kpis';

const at = (iso: string) => new Date(iso);

describe('getServiceKpis', () => {
  it('computes January against December of the year before, in the teacher time zone', async () => {
    const teacher = await createTeacher({ timezone: 'Europe/Madrid', defaultCurrency: 'EUR' });
    const student = await createStudent({ teacherId: teacher.id });
    const service = await createService({ teacherId: teacher.id });
    const enroll = (overrides: Partial<Parameters<typeof createEnrollment>[0]>) =>
      createEnrollment({
        teacherId: teacher.id,
        serviceId: service.id,
        studentId: student.id,
        validUntil: null,
        ...overrides,
      });
    // January 2031 in Madrid: [2030-12-31T23:00Z, 2031-01-31T23:00Z); December: [2030-11-30T23:00Z, 2030-12-31T23:00Z).
    await enroll({ enrolledAt: at('2030-12-31T23:30:00Z'), status: 'active', pricePaid: 10_000 }); // 1 Jan 00:30 local
    await enroll({ enrolledAt: at('2031-01-10T10:00:00Z'), status: 'active', pricePaid: 5_000 });
    await enroll({ enrolledAt: at('2031-01-20T10:00:00Z'), status: 'completed', pricePaid: 2_000, currency: 'USD' });
    await enroll({ enrolledAt: at('2031-01-05T10:00:00Z'), status: 'pending_payment', pricePaid: 9_999 }); // never counts
    await enroll({ enrolledAt: at('2031-01-31T23:30:00Z'), status: 'completed', pricePaid: 700 }); // 1 Feb local
    await enroll({ enrolledAt: at('2030-12-31T22:30:00Z'), status: 'active', pricePaid: 8_000 }); // 31 Dec 23:30 local
    await enroll({
      enrolledAt: at('2030-12-10T10:00:00Z'),
      status: 'cancelled',
      cancelledAt: at('2030-12-20T10:00:00Z'),
      pricePaid: 4_000,
    });
    await enroll({ enrolledAt: at('2030-11-30T22:30:00Z'), status: 'active', pricePaid: 1_000 }); // November local
    await enroll({ enrolledAt: at('2030-10-01T10:00:00Z'), status: 'expired', validUntil: at('2030-12-15T00:00:00Z') });
    await enroll({
      enrolledAt: at('2030-09-01T10:00:00Z'),
      status: 'completed',
      updatedAt: at('2031-01-10T10:00:00Z'),
    });

    // Revenue is payments taken minus refunds by local month of paidAt (docs/metrics.md), renewals included.
    const pay = (iso: string, amount: number, overrides: Partial<Parameters<typeof createPayment>[0]> = {}) =>
      createPayment({ teacherId: teacher.id, studentId: student.id, paidAt: at(iso), amount, ...overrides });
    await pay('2030-12-31T23:30:00Z', 10_000); // 1 Jan 00:30 local
    await pay('2031-01-10T10:00:00Z', 6_000, { status: 'partially_refunded', refundedAmount: 1_000 });
    await pay('2031-01-20T10:00:00Z', 2_000, { currency: 'USD' });
    await pay('2031-01-05T10:00:00Z', 9_999, { status: 'pending', paidAt: null }); // never counts
    await pay('2031-01-31T23:30:00Z', 700); // 1 Feb local
    await pay('2030-12-31T22:30:00Z', 8_000, { kind: 'renewal' }); // 31 Dec 23:30 local
    await pay('2030-12-10T10:00:00Z', 4_000);

    const session = (iso: string, status: 'scheduled' | 'completed' | 'pending_review' | 'cancelled' | 'no_show') =>
      createSession({ teacherId: teacher.id, serviceId: service.id, startUtc: at(iso), status });
    await session('2030-12-31T23:15:00Z', 'completed'); // January local
    await session('2031-01-20T10:00:00Z', 'scheduled');
    await session('2031-01-21T10:00:00Z', 'cancelled');
    await session('2031-01-31T22:00:00Z', 'pending_review'); // 31 Jan 23:00 local
    await session('2031-01-31T23:10:00Z', 'scheduled'); // February local
    await session('2030-12-31T21:50:00Z', 'completed'); // 31 Dec 22:50 local
    await session('2030-12-05T10:00:00Z', 'no_show');

    const kpis = await getServiceKpis({ teacherId: teacher.id, now: at('2031-01-15T12:00:00Z') });
    expect(kpis).toEqual({
      month: '2031-01',
      timezone: 'Europe/Madrid',
      currency: 'EUR',
      revenue: {
        value: 15_000,
        previous: 12_000,
        changePercent: 25,
        byCurrency: [
          { currency: 'EUR', amount: 15_000 },
          { currency: 'USD', amount: 2_000 },
        ],
      },
      // Now: the four active ones. When January began: the December one, the November one and
      // the one completed in January.
      activeEnrollments: { value: 4, previous: 3, changePercent: 33.3 },
      newEnrollments: { value: 3, previous: 2, changePercent: 50 },
      sessions: { value: 3, previous: 1, changePercent: 200 },
    });
  });

  it('has no change when the previous month is empty, and reads revenue in the default currency', async () => {
    const teacher = await createTeacher({ timezone: 'America/New_York', defaultCurrency: 'USD' });
    const student = await createStudent({ teacherId: teacher.id });
    const service = await createService({ teacherId: teacher.id });
    // 1 March 2031 03:00 UTC is still 28 February in New York.
    await createEnrollment({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      enrolledAt: at('2031-03-01T03:00:00Z'),
      pricePaid: 6_000,
      currency: 'EUR',
    });
    await createPayment({ teacherId: teacher.id, paidAt: at('2031-03-01T03:00:00Z'), amount: 6_000, currency: 'EUR' });
    const kpis = await getServiceKpis({ teacherId: teacher.id, now: at('2031-03-01T04:00:00Z') });
    expect(kpis.month).toBe('2031-02');
    expect(kpis.revenue).toEqual({
      value: 0,
      previous: 0,
      changePercent: null,
      byCurrency: [{ currency: 'EUR', amount: 6_000 }],
    });
    expect(kpis.newEnrollments).toEqual({ value: 1, previous: 0, changePercent: null });
    expect(kpis.sessions).toEqual({ value: 0, previous: 0, changePercent: null });
  });

  it("counts only the teacher's own records", async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const student = await createStudent({ teacherId: other.id });
    const service = await createService({ teacherId: other.id });
    await createEnrollment({ teacherId: other.id, serviceId: service.id, studentId: student.id });
    const kpis = await getServiceKpis({ teacherId: teacher.id });
    expect(kpis.activeEnrollments.value).toBe(0);
    expect(kpis.newEnrollments.value).toBe(0);
  });
});
