/**
 * Test fixture: a small practice in Pacific/Auckland whose figures are computed by hand in
 * lib/insights/performance/performance.test.ts. `now` is 2027-04-10 21:00 NZST; the 30-day period is 12 March - 10 April
 * local ([2027-03-11T11:00Z, 2027-04-10T12:00Z)), the previous one 10 February - 11 March local
 * ([2027-02-09T11:00Z, 2027-03-11T11:00Z)); NZ daylight time ends inside it (4 April).
 */
import type { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import { createEnrollment, createService, createSession, createStudent, createTeacher } from '@/test/factories';

export const practiceNow = new Date('2027-04-10T09:00:00Z');

const at = (iso: string) => new Date(iso);

export async function createPractice(teacherOverrides: Partial<Prisma.TeacherUncheckedCreateInput> = {}) {
  const teacher = await createTeacher({ timezone: 'Pacific/Auckland', defaultCurrency: 'NZD', ...teacherOverrides });
  const teacherId = teacher.id;
  const service = await createService({ teacherId, currency: 'NZD', priceAmount: 5000 });
  const student = (name: string, createdAt: string, extra: Partial<Prisma.StudentUncheckedCreateInput> = {}) =>
    createStudent({ teacherId, name, createdAt: at(createdAt), ...extra });
  const ana = await student('Ana', '2027-03-01T00:00:00Z');
  const ben = await student('Ben', '2026-01-01T00:00:00Z');
  const cai = await student('Cai', '2027-03-15T00:00:00Z', { status: 'trial' });
  const dee = await student('Dee', '2027-02-15T00:00:00Z', { status: 'inactive' });
  const eve = await student('Eve', '2027-04-01T00:00:00Z', { status: 'trial' });
  await student('Frank (deleted)', '2027-03-20T00:00:00Z', { deletedAt: at('2027-03-25T00:00:00Z') });

  const session = (
    studentId: string,
    startUtc: string,
    status: Prisma.SessionUncheckedCreateInput['status'],
    extra: Partial<Prisma.SessionUncheckedCreateInput> = {},
  ) => createSession({ teacherId, serviceId: service.id, studentId, startUtc: at(startUtc), status, ...extra });
  // Current period. 12 March 00:30 local, 11 March in UTC: counts in the current period.
  await session(ana.id, '2027-03-11T11:30:00Z', 'completed', {
    isTrialSession: true,
    createdAt: at('2027-03-05T00:00:00Z'),
  });
  await session(ana.id, '2027-03-20T01:00:00Z', 'completed');
  await session(ana.id, '2027-04-15T01:00:00Z', 'scheduled');
  await session(ben.id, '2027-03-25T01:00:00Z', 'completed');
  await session(ben.id, '2027-03-26T01:00:00Z', 'no_show');
  await session(ben.id, '2027-03-27T01:00:00Z', 'cancelled');
  await session(ben.id, '2027-04-02T01:00:00Z', 'pending_review');
  await session(cai.id, '2027-04-01T01:00:00Z', 'completed', {
    isTrialSession: true,
    createdAt: at('2027-03-20T00:00:00Z'),
  });
  await session(eve.id, '2027-04-05T01:00:00Z', 'rejected', {
    isTrialSession: true,
    createdAt: at('2027-03-30T00:00:00Z'),
  });
  await session(eve.id, '2027-04-06T01:00:00Z', 'hold');
  // Previous period. 11 March 23:30 local, the last evening of the previous period.
  await session(dee.id, '2027-03-11T10:30:00Z', 'completed');
  await session(dee.id, '2027-02-20T01:00:00Z', 'completed');
  await session(dee.id, '2027-02-21T01:00:00Z', 'no_show');
  await session(ben.id, '2027-03-01T01:00:00Z', 'completed');
  // Long before: the first session of the practice.
  await session(ben.id, '2026-06-15T01:00:00Z', 'completed');

  const enrollment = (
    studentId: string,
    enrolledAt: string | null,
    status: Prisma.EnrollmentUncheckedCreateInput['status'],
  ) =>
    createEnrollment({
      teacherId,
      serviceId: service.id,
      studentId,
      currency: 'NZD',
      status,
      enrolledAt: enrolledAt ? at(enrolledAt) : null,
    });
  await enrollment(ana.id, '2027-03-21T00:00:00Z', 'active');
  await enrollment(ben.id, '2027-03-22T00:00:00Z', 'active');
  await enrollment(cai.id, null, 'pending_payment');

  const payment = (
    currency: string,
    amount: number,
    status: Prisma.PaymentUncheckedCreateInput['status'],
    paidAt: string | null,
    refundedAmount = 0,
  ) =>
    db.payment.create({
      data: { teacherId, currency, amount, status, paidAt: paidAt ? at(paidAt) : null, refundedAmount },
    });
  await payment('NZD', 10_000, 'succeeded', '2027-03-21T00:00:00Z');
  await payment('NZD', 5_000, 'partially_refunded', '2027-03-22T00:00:00Z', 2_000);
  await payment('EUR', 4_000, 'succeeded', '2027-04-01T00:00:00Z');
  await payment('NZD', 9_999, 'failed', null);
  await payment('NZD', 8_888, 'pending', null);
  await payment('NZD', 700, 'succeeded', '2027-03-11T10:59:00Z'); // 11 March 23:59 local: previous period, March
  await payment('NZD', 1_300, 'refunded', '2027-02-15T00:00:00Z', 1_300);
  await payment('NZD', 100, 'succeeded', '2027-01-31T11:30:00Z'); // 1 February 00:30 local
  await payment('NZD', 50, 'succeeded', '2026-04-30T12:30:00Z'); // 1 May 2026 00:30 local: first month of the 12
  await payment('NZD', 77, 'succeeded', '2026-04-30T11:30:00Z'); // 30 April 2026 local: before the 12 months
  return { teacher, service };
}

/** Another teacher with activity in the same periods: none of it may reach the practice's figures. */
export async function createForeignPractice() {
  const teacher = await createTeacher({ timezone: 'Pacific/Auckland', defaultCurrency: 'NZD' });
  const service = await createService({ teacherId: teacher.id, currency: 'NZD' });
  const stranger = await createStudent({ teacherId: teacher.id, createdAt: at('2027-03-20T00:00:00Z') });
  await createSession({
    teacherId: teacher.id,
    serviceId: service.id,
    studentId: stranger.id,
    status: 'completed',
    isTrialSession: true,
    startUtc: at('2027-03-21T01:00:00Z'),
    createdAt: at('2027-03-20T00:00:00Z'),
  });
  await createSession({
    teacherId: teacher.id,
    serviceId: service.id,
    studentId: stranger.id,
    status: 'no_show',
    startUtc: at('2027-03-22T01:00:00Z'),
  });
  await createEnrollment({
    teacherId: teacher.id,
    serviceId: service.id,
    studentId: stranger.id,
    currency: 'NZD',
    enrolledAt: at('2027-03-23T00:00:00Z'),
  });
  await db.payment.create({
    data: {
      teacherId: teacher.id,
      currency: 'NZD',
      amount: 123_456,
      status: 'succeeded',
      paidAt: at('2027-03-23T00:00:00Z'),
    },
  });
  return teacher;
}
