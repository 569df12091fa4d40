import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { getStudentBalance } from '@/lib/invoices/get-student-balance';
import { madridAt, timeFirstScene, visitorBody } from '@/test/booking/time-first/time-first-scene';
import { createStudent, createTeacher } from '@/test/factories';
import { callRoute, sessionCookie } from '@/test/http';
import { uniqueIp } from '@/test/magic-link';
import { setUpSimulatedProcessor } from '@/test/psp-simulator';
import { POST as ENROLL } from '../../../enroll/route';
import { POST } from './route';

setUpSimulatedProcessor();
beforeEach(() => vi.stubEnv('RESEND_API_KEY', ''));
afterEach(() => vi.unstubAllEnvs());

const bookAt = (slug: string, serviceSlug: string, body: unknown, cookie?: string) =>
  callRoute(POST, {
    method: 'POST',
    path: `/api/public/${slug}/services/${serviceSlug}/book`,
    params: { slug, serviceSlug },
    body,
    cookie,
    ip: uniqueIp(),
  });

const studentBody = (overrides: Record<string, unknown> = {}) => {
  const { name: _n, email: _e, ...body } = visitorBody(overrides);
  return body;
};

async function signedInScene(billing: 'postpaid' | 'monthly', teacherOverrides: { pspAccountId?: null } = {}) {
  const scene = await timeFirstScene({ billing });
  if (teacherOverrides.pspAccountId === null) {
    await db.teacher.update({ where: { id: scene.teacher.id }, data: { pspAccountId: null } });
  }
  const student = await createStudent({ teacherId: scene.teacher.id });
  const cookie = await sessionCookie({ role: 'student', studentId: student.id });
  return { ...scene, student, cookie };
}

/** Post-paid and monthly lessons booked without checkout (issue 35, decision 0132). */
describe('POST /api/public/:slug/services/:serviceSlug/book, post-paid and monthly', () => {
  it('books a post-paid lesson at once (201 booked), without a processor account or checkout', async () => {
    const { teacher, service, student, cookie } = await signedInScene('postpaid', { pspAccountId: null });
    const response = await bookAt(teacher.slug, service.slug, studentBody(), cookie);
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      status: 'booked',
      sessionId: expect.any(String),
      enrollmentId: expect.any(String),
      billing: 'postpaid',
      amount: 4500,
      currency: 'EUR',
      makeupCreditId: null,
      confirmationPath: `/${teacher.slug}/booked/${response.json.sessionId}`,
    });
    const session = await db.session.findUniqueOrThrow({ where: { id: response.json.sessionId } });
    expect(session).toMatchObject({
      teacherId: teacher.id,
      studentId: student.id,
      status: 'scheduled',
      startUtc: madridAt('10:00'),
      holdExpiresAt: null,
      pspCheckoutSessionId: null,
      enrollmentId: response.json.enrollmentId,
    });
    const enrollment = await db.enrollment.findUniqueOrThrow({ where: { id: response.json.enrollmentId } });
    expect(enrollment).toMatchObject({ status: 'active', sessionsTotal: 1, sessionsScheduled: 1, pricePaid: 0 });
    expect(await db.payment.count({ where: { teacherId: teacher.id } })).toBe(0);
    await flushAudits();
    expect(await db.auditLog.count({ where: { entityId: session.id, action: 'session.book_on_balance' } })).toBe(1);

    // Not owed yet; once the lesson is held, its price is on the balance (the one balance function).
    expect((await getStudentBalance({ teacherId: teacher.id, studentId: student.id })).open).toEqual([]);
    await db.session.update({ where: { id: session.id }, data: { status: 'completed', completedAt: new Date() } });
    const balance = await getStudentBalance({ teacherId: teacher.id, studentId: student.id });
    expect(balance.open).toEqual([{ currency: 'EUR', amount: 4500 }]);
    expect(balance.items).toMatchObject([{ type: 'charge', id: session.id, amount: 4500 }]);
  });

  it('books monthly lessons onto one active enrollment of the student', async () => {
    const { teacher, service, student, cookie } = await signedInScene('monthly');
    const first = await bookAt(teacher.slug, service.slug, studentBody(), cookie);
    const second = await bookAt(
      teacher.slug,
      service.slug,
      studentBody({ startUtc: madridAt('11:00').toISOString() }),
      cookie,
    );
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.json).toMatchObject({ status: 'booked', billing: 'monthly', amount: 4500 });
    expect(second.json.enrollmentId).toBe(first.json.enrollmentId);
    const enrollments = await db.enrollment.findMany({ where: { teacherId: teacher.id, studentId: student.id } });
    expect(enrollments).toMatchObject([{ status: 'active', sessionsTotal: 2, sessionsScheduled: 2 }]);
    // This month's tuition is on the balance once, however many lessons are booked in it (decision 0133).
    const balance = await getStudentBalance({ teacherId: teacher.id, studentId: student.id });
    expect(balance.open).toEqual([{ currency: 'EUR', amount: 4500 }]);
    expect(await db.tuitionCharge.count({ where: { teacherId: teacher.id, studentId: student.id } })).toBe(1);
  });

  it('refuses a visitor (422 SIGN_IN_REQUIRED) and a discount code (400), writing nothing', async () => {
    const { teacher, service, cookie } = await signedInScene('postpaid');
    const visitor = await bookAt(teacher.slug, service.slug, visitorBody());
    expect(visitor.status).toBe(422);
    expect(visitor.json.error.code).toBe('SIGN_IN_REQUIRED');
    const coded = await bookAt(teacher.slug, service.slug, studentBody({ discountCode: 'SAVE10' }), cookie);
    expect(coded.status).toBe(400);
    expect(coded.json.error.details).toEqual([
      { path: 'discountCode', message: 'Discount codes apply at checkout; this lesson is paid after it' },
    ]);
    expect(await db.session.count({ where: { teacherId: teacher.id } })).toBe(0);
    expect(await db.enrollment.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it("refuses another teacher's student (422 TEACHER_MISMATCH) and a taken time (409)", async () => {
    const { teacher, service, cookie } = await signedInScene('postpaid');
    const other = await createTeacher();
    const stranger = await createStudent({ teacherId: other.id });
    const mismatch = await bookAt(
      teacher.slug,
      service.slug,
      studentBody(),
      await sessionCookie({ role: 'student', studentId: stranger.id }),
    );
    expect(mismatch.status).toBe(422);
    expect(mismatch.json.error.code).toBe('TEACHER_MISMATCH');
    expect((await bookAt(teacher.slug, service.slug, studentBody(), cookie)).status).toBe(201);
    const again = await bookAt(teacher.slug, service.slug, studentBody(), cookie);
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('SLOT_UNAVAILABLE');
    expect(await db.session.count({ where: { teacherId: teacher.id } })).toBe(1);
  });

  it('two concurrent bookings of one time: one booked, one 409, one session', async () => {
    const { teacher, service, cookie } = await signedInScene('postpaid');
    const results = await Promise.all([1, 2].map(() => bookAt(teacher.slug, service.slug, studentBody(), cookie)));
    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
    expect(await db.session.count({ where: { teacherId: teacher.id, status: 'scheduled' } })).toBe(1);
  });

  it('refuses enrolling in a post-paid service through checkout (409 INVALID_STATE)', async () => {
    const { teacher, service, cookie } = await signedInScene('postpaid');
    const response = await callRoute(ENROLL, {
      method: 'POST',
      path: `/api/public/${teacher.slug}/enroll`,
      params: { slug: teacher.slug },
      body: { serviceId: service.id, acceptedDocumentVersionIds: [] },
      cookie,
      ip: uniqueIp(),
    });
    expect(response.status).toBe(409);
    expect(response.json.error.code).toBe('INVALID_STATE');
  });
});
