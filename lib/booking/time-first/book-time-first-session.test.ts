import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { releaseExpiredReservations } from '@/lib/enrollments/release-expired-reservations';
import { createSession, createTeacher, createService } from '@/test/factories';
import { captureEvents, redeliver, setUpSimulatedProcessor } from '@/test/psp-simulator';
import { expireStaleHolds } from '../expire-stale-holds';
import { bookTimeFirstSession } from './book-time-first-session';
import { ZTimeFirstBookingInput } from './schemas';
import { madridAt, timeFirstScene, visitorBody } from '@/test/booking/time-first/time-first-scene';

const captured = captureEvents();
const processor = setUpSimulatedProcessor({ deliver: captured.deliver });
beforeEach(() => vi.stubEnv('RESEND_API_KEY', '')); // the development outbox
afterEach(() => vi.unstubAllEnvs());
const minute = 60 * 1000;

const book = (teacherSlug: string, serviceSlug: string, overrides: Record<string, unknown> = {}, now?: Date) =>
  bookTimeFirstSession({
    teacherSlug,
    serviceSlug,
    input: ZTimeFirstBookingInput.parse(visitorBody(overrides)),
    session: null,
    now,
  });

/** Pays the checkout and delivers its `checkout.session.completed` (returned, to deliver again). */
async function payAndDeliver(checkoutId: string) {
  await processor().pay(checkoutId);
  const completed = captured.take('checkout.session.completed');
  expect(await redeliver(completed)).toBe(200);
  return completed;
}

const checkoutIdOf = (url: string) => url.split('/').pop()!;

describe('bookTimeFirstSession', () => {
  it('holds the time for 15 minutes with a pending one-lesson enrollment and a checkout on the teacher account', async () => {
    const { teacher, service } = await timeFirstScene();
    const now = new Date();
    const result = await book(teacher.slug, service.slug, {}, now);

    const holdExpiresAt = new Date(now.getTime() + 15 * minute);
    expect(result).toMatchObject({ holdExpiresAt: holdExpiresAt.toISOString(), amount: 4500, currency: 'EUR' });
    const session = await db.session.findUniqueOrThrow({ where: { id: result.sessionId } });
    expect(session).toMatchObject({
      teacherId: teacher.id,
      status: 'hold',
      holdExpiresAt,
      startUtc: madridAt('10:00'),
      endUtc: madridAt('11:00'),
      timezone: 'America/New_York',
      enrollmentId: result.enrollmentId,
      isTrialSession: false,
    });
    const enrollment = await db.enrollment.findUniqueOrThrow({ where: { id: result.enrollmentId } });
    expect(enrollment).toMatchObject({ status: 'pending_payment', checkoutExpiresAt: holdExpiresAt, sessionsTotal: 0 });
    const student = await db.student.findUniqueOrThrow({ where: { id: session.studentId! } });
    expect(student).toMatchObject({ teacherId: teacher.id, status: 'trial', name: 'Vera Visitor' });

    const checkout = processor().state.checkoutSessions.get(checkoutIdOf(result.checkoutUrl))!;
    expect(checkout.account).toBe(teacher.pspAccountId);
    expect(checkout.metadata).toMatchObject({
      kind: 'enrollment',
      enrollmentId: result.enrollmentId,
      sessionId: result.sessionId,
      signInAfterPayment: 'true',
    });
    expect(enrollment.pspCheckoutSessionId).toBe(checkout.id);
  });

  it('refuses a time that is taken (409 SLOT_UNAVAILABLE) and writes nothing', async () => {
    const { teacher, service } = await timeFirstScene();
    await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      startUtc: madridAt('10:30'),
      endUtc: madridAt('11:30'),
      status: 'scheduled',
    });
    const email = `late-${crypto.randomUUID()}@example.test`;
    await expect(book(teacher.slug, service.slug, { email })).rejects.toMatchObject({
      status: 409,
      code: 'SLOT_UNAVAILABLE',
    });
    expect(await db.enrollment.count({ where: { teacherId: teacher.id } })).toBe(0);
    expect(await db.student.count({ where: { teacherId: teacher.id, email } })).toBe(0);
    expect(await db.session.count({ where: { teacherId: teacher.id, status: 'hold' } })).toBe(0);
  });

  it('lets the exclusion constraint judge two requests for one time: one hold, one 409', async () => {
    const { teacher, service } = await timeFirstScene();
    const results = await Promise.allSettled([book(teacher.slug, service.slug), book(teacher.slug, service.slug)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({
      reason: { code: 'SLOT_UNAVAILABLE' },
    });
    expect(await db.session.count({ where: { teacherId: teacher.id, status: 'hold' } })).toBe(1);
    expect(await db.enrollment.count({ where: { teacherId: teacher.id } })).toBe(1);
  });

  it('payment makes the enrollment active with its one credit and the session scheduled; a retried event changes nothing', async () => {
    const { teacher, service } = await timeFirstScene();
    const result = await book(teacher.slug, service.slug);
    const completed = await payAndDeliver(checkoutIdOf(result.checkoutUrl));

    const state = async () => ({
      session: await db.session.findUniqueOrThrow({ where: { id: result.sessionId } }),
      enrollment: await db.enrollment.findUniqueOrThrow({ where: { id: result.enrollmentId } }),
      payments: await db.payment.count({ where: { teacherId: teacher.id } }),
      emails: await db.emailOutbox.count({ where: { teacherId: teacher.id } }),
    });
    const after = await state();
    expect(after.session).toMatchObject({ status: 'scheduled', holdExpiresAt: null });
    expect(after.enrollment).toMatchObject({ status: 'active', sessionsTotal: 1, sessionsScheduled: 1 });
    expect(after.payments).toBe(1);

    // The same event twice more (a retried delivery): the event record stops it.
    expect(await redeliver(completed)).toBe(200);
    expect(await redeliver(completed)).toBe(200);
    expect(await state()).toEqual(after);
    await flushAudits();
    expect(await db.auditLog.count({ where: { teacherId: teacher.id, action: 'session.book_time_first' } })).toBe(1);
  });

  it('e-mails a visitor who paid a sign-in link to the booked lesson', async () => {
    const { teacher, service } = await timeFirstScene();
    const email = `pay-${crypto.randomUUID()}@example.test`;
    const result = await book(teacher.slug, service.slug, { email });
    await payAndDeliver(checkoutIdOf(result.checkoutUrl));
    const messages = await db.emailOutbox.findMany({ where: { to: email } });
    // The booking e-mail (with its .ics) and the sign-in link.
    expect(messages).toHaveLength(2);
    expect(messages.filter((message) => message.html.includes('#token='))).toHaveLength(1);
    const token = await db.magicLinkToken.findFirstOrThrow({ where: { teacherId: teacher.id } });
    expect(token.redirectTo).toBe(`/${teacher.slug}/booked/${result.sessionId}`);
  });

  it('an expired hold frees the time, and the reservation sweep closes its checkout and cancels the enrollment', async () => {
    const { teacher, service } = await timeFirstScene();
    const result = await book(teacher.slug, service.slug);
    const later = new Date(Date.now() + 16 * minute);

    await expireStaleHolds(later);
    expect((await db.session.findUniqueOrThrow({ where: { id: result.sessionId } })).status).toBe('expired');
    await releaseExpiredReservations(later);
    expect((await db.enrollment.findUniqueOrThrow({ where: { id: result.enrollmentId } })).status).toBe('cancelled');
    expect(processor().state.checkoutSessions.get(checkoutIdOf(result.checkoutUrl))?.status).toBe('expired');

    // The time is free again for someone else.
    const again = await book(teacher.slug, service.slug, {}, later);
    expect((await db.session.findUniqueOrThrow({ where: { id: again.sessionId } })).status).toBe('hold');
  });

  it('a payment after the hold expired schedules the time again when it is still free', async () => {
    const { teacher, service } = await timeFirstScene();
    const result = await book(teacher.slug, service.slug);
    await db.session.update({ where: { id: result.sessionId }, data: { status: 'expired' } });
    await payAndDeliver(checkoutIdOf(result.checkoutUrl));

    expect(await db.session.findUniqueOrThrow({ where: { id: result.sessionId } })).toMatchObject({
      status: 'scheduled',
    });
    expect(await db.enrollment.findUniqueOrThrow({ where: { id: result.enrollmentId } })).toMatchObject({
      status: 'active',
      sessionsTotal: 1,
      sessionsScheduled: 1,
    });
  });

  it('a payment after the hold expired and the time was taken keeps the credit for another time', async () => {
    const { teacher, service } = await timeFirstScene();
    const result = await book(teacher.slug, service.slug);
    await db.session.update({ where: { id: result.sessionId }, data: { status: 'expired' } });
    await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      startUtc: madridAt('10:00'),
      endUtc: madridAt('11:00'),
      status: 'scheduled',
    });
    await payAndDeliver(checkoutIdOf(result.checkoutUrl));

    expect((await db.session.findUniqueOrThrow({ where: { id: result.sessionId } })).status).toBe('expired');
    expect(await db.enrollment.findUniqueOrThrow({ where: { id: result.enrollmentId } })).toMatchObject({
      status: 'active',
      sessionsTotal: 1,
      sessionsScheduled: 0,
    });
    await flushAudits();
    expect(await db.auditLog.count({ where: { teacherId: teacher.id, action: 'session.payment_after_hold' } })).toBe(1);
  });

  it('refuses packages, courses, trials and group lessons (409 INVALID_STATE), writing nothing', async () => {
    const cases = [
      { structure: 'package' as const, sessionsIncluded: 5 },
      { structure: 'course' as const },
      { isTrial: true },
      { groupType: 'group' as const, capacity: 4 },
      { pricingModel: 'free' as const, priceAmount: 0 },
    ];
    for (const shape of cases) {
      const { teacher, service } = await timeFirstScene(shape);
      await expect(book(teacher.slug, service.slug)).rejects.toMatchObject({ status: 409, code: 'INVALID_STATE' });
      expect(await db.session.count({ where: { teacherId: teacher.id } })).toBe(0);
    }
  });

  it("is 404 for another teacher's service and for a private one", async () => {
    const { teacher } = await timeFirstScene();
    const other = await createTeacher({ pspAccountId: 'acct_other' + crypto.randomUUID().slice(0, 8) });
    const theirs = await createService({ teacherId: other.id, priceAmount: 4500 });
    await expect(book(teacher.slug, theirs.slug)).rejects.toMatchObject({ status: 404 });
    const hidden = await createService({ teacherId: teacher.id, priceAmount: 4500, isPrivate: true });
    await expect(book(teacher.slug, hidden.slug)).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a teacher without a processor account (422 PSP_NOT_CONNECTED)', async () => {
    const { teacher, service } = await timeFirstScene();
    await db.teacher.update({ where: { id: teacher.id }, data: { pspAccountId: null } });
    await expect(book(teacher.slug, service.slug)).rejects.toMatchObject({ code: 'PSP_NOT_CONNECTED' });
    expect(await db.session.count({ where: { teacherId: teacher.id } })).toBe(0);
  });
});
