import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { createCheckoutSession } from '@/lib/integrations/psp/create-checkout-session';
import { enrollmentCheckoutMetadata } from '@/lib/payments/checkout-metadata';
import { createService, createStudent, createTeacher, uniqueSuffix } from '@/test/factories';
import { captureEvents, setUpSimulatedProcessor } from '@/test/psp-simulator';
import { releaseExpiredReservations } from './release-expired-reservations';

// Events are kept, not delivered: as if `checkout.session.expired` (or a late `completed`) never arrived.
const captured = captureEvents();
const processor = setUpSimulatedProcessor({ deliver: captured.deliver });
beforeEach(() => vi.stubEnv('RESEND_API_KEY', '')); // the development outbox
afterEach(() => vi.unstubAllEnvs());

const minutes = (n: number) => new Date(Date.now() + n * 60 * 1000);

/** A class for one, one student waiting for it, and a reservation (pending enrollment) of `expiresAt`. */
async function reservedClass(expiresAt: Date, options: { checkout?: boolean } = {}) {
  const teacher = await createTeacher({ pspAccountId: `acct_${uniqueSuffix()}` });
  const service = await createService({ teacherId: teacher.id, groupType: 'group', capacity: 1, priceAmount: 5000 });
  const [buyer, waiting] = [
    await createStudent({ teacherId: teacher.id }),
    await createStudent({ teacherId: teacher.id }),
  ];
  await db.waitlistEntry.create({ data: { teacherId: teacher.id, serviceId: service.id, studentId: waiting.id } });
  const enrollment = await db.enrollment.create({
    data: {
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: buyer.id,
      status: 'pending_payment',
      currency: 'EUR',
      checkoutExpiresAt: expiresAt,
    },
  });
  const checkout =
    options.checkout === false
      ? null
      : await createCheckoutSession({
          accountId: teacher.pspAccountId!,
          lineItem: { name: service.name, unitAmount: 5000, currency: 'EUR' },
          metadata: enrollmentCheckoutMetadata(enrollment.id),
          successUrl: 'http://localhost:3000/ok',
          cancelUrl: 'http://localhost:3000/cancelled',
          idempotencyKey: `enrollment:${enrollment.id}`,
        });
  if (checkout)
    await db.enrollment.update({ where: { id: enrollment.id }, data: { pspCheckoutSessionId: checkout.id } });
  const statusOf = async () => (await db.enrollment.findUniqueOrThrow({ where: { id: enrollment.id } })).status;
  const waitlistStatus = async () =>
    (await db.waitlistEntry.findFirstOrThrow({ where: { serviceId: service.id, studentId: waiting.id } })).status;
  return { teacher, service, enrollment, checkout, statusOf, waitlistStatus };
}

describe('releaseExpiredReservations', () => {
  it('releases a reservation past its expiry, closes its checkout and offers the place to the waitlist', async () => {
    const stale = await reservedClass(minutes(-1));
    const live = await reservedClass(minutes(20));

    await releaseExpiredReservations();

    expect(await stale.statusOf()).toBe('cancelled');
    // Expired at the processor too: nobody can pay for a place that is no longer held.
    expect(processor().state.checkoutSessions.get(stale.checkout!.id)?.status).toBe('expired');
    expect(await stale.waitlistStatus()).toBe('notified');
    expect(await live.statusOf()).toBe('pending_payment');
    expect(await live.waitlistStatus()).toBe('waiting');
    expect(processor().state.checkoutSessions.get(live.checkout!.id)?.status).toBe('open');
  });

  it('keeps a checkout paid just before its expiry for its late completed event', async () => {
    const paid = await reservedClass(minutes(-1));
    await processor().pay(paid.checkout!.id); // captured, not delivered

    await releaseExpiredReservations();

    expect(await paid.statusOf()).toBe('pending_payment');
    expect(await paid.waitlistStatus()).toBe('waiting');
  });

  it('releases a reservation whose checkout was never created', async () => {
    const orphan = await reservedClass(minutes(-1), { checkout: false });
    await releaseExpiredReservations();
    expect(await orphan.statusOf()).toBe('cancelled');
  });

  it('keeps the reservation for the next run when the processor cannot be asked', async () => {
    const stale = await reservedClass(minutes(-1));
    processor().failNext(10, 500);
    await releaseExpiredReservations();
    processor().failNext(0);
    expect(await stale.statusOf()).toBe('pending_payment');
  });
});
