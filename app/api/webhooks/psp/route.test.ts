import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { BusinessRuleError, ConflictError } from '@/lib/core/errors';
import { createCheckoutSession } from '@/lib/integrations/psp/create-checkout-session';
import { signEventPayload } from '@/lib/integrations/psp/sign-event-payload';
import { stripeClient } from '@/lib/integrations/psp/stripe-client';
import { webhookHandlers } from '@/lib/payment-webhooks/webhook-handlers';
import { Prisma } from '@/generated/prisma/client';
import { checkoutFor, pendingEnrollment } from '@/test/fixtures/paid-enrollment';
import { callRoute } from '@/test/http';
import { captureEvents, redeliver, setUpSimulatedProcessor, type CapturedEvent } from '@/test/psp-simulator';
import { POST } from './route';

const captured = captureEvents();
const processor = setUpSimulatedProcessor({ deliver: captured.deliver });

afterEach(() => vi.restoreAllMocks());

/** A paid checkout whose signed checkout.session.completed is held back for the test to deliver. */
async function paidButUndelivered(options: Parameters<typeof pendingEnrollment>[0] = {}) {
  const setup = await pendingEnrollment(options);
  const checkout = await checkoutFor(setup);
  await processor().pay(checkout.id);
  return { ...setup, checkout, completed: captured.take('checkout.session.completed') };
}

const deliver = (payload: string, signature: string) =>
  callRoute(POST, {
    method: 'POST',
    path: '/api/webhooks/psp',
    rawBody: payload,
    headers: { 'psp-signature': signature },
  });

describe('POST /api/webhooks/psp', () => {
  it('refuses a wrong signature with 400 INVALID_SIGNATURE and records nothing', async () => {
    const { completed } = await paidButUndelivered();
    const forged = signEventPayload(completed.payload, { secret: 'whsec_someone_else' });

    const response = await deliver(completed.payload, forged);

    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('INVALID_SIGNATURE');
    expect(await db.webhookEvent.count({ where: { pspEventId: completed.id } })).toBe(0);
  });

  it('refuses a body changed after signing', async () => {
    const { completed } = await paidButUndelivered();
    const tampered = completed.payload.replace('"amount_total": 12100', '"amount_total": 1');
    expect((await deliver(tampered, completed.signature)).status).toBe(400);
  });

  it('refuses a stale timestamp (older than the SDK tolerance of 300 s), even correctly signed', async () => {
    const { completed } = await paidButUndelivered();
    const stale = signEventPayload(completed.payload, { timestamp: Math.floor(Date.now() / 1000) - 301 });

    const response = await deliver(completed.payload, stale);

    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('INVALID_SIGNATURE');
  });

  it('refuses a delivery without the psp-signature header', async () => {
    const { completed } = await paidButUndelivered();
    const response = await callRoute(POST, { method: 'POST', path: '/api/webhooks/psp', rawBody: completed.payload });
    expect(response.status).toBe(400);
  });

  it('100 deliveries of one event, 20 at a time: one activation, one payment, one credit grant, one audit entry', async () => {
    const { completed, enrollment, teacher, code } = await paidButUndelivered({
      discount: { maxUses: 10, usesCount: 0 },
    });

    const statuses: number[] = [];
    const duplicates: boolean[] = [];
    const answers: string[] = [];
    for (let wave = 0; wave < 5; wave += 1) {
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => deliver(completed.payload, completed.signature)),
      );
      statuses.push(...responses.map((response) => response.status));
      duplicates.push(...responses.map((response) => response.json.duplicate as boolean));
      answers.push(...responses.map((response) => JSON.stringify(response.json)));
    }

    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(duplicates.filter((duplicate) => !duplicate)).toHaveLength(1);
    // One delivery did the work; the 99 others changed nothing and say so.
    expect(answers.filter((answer) => answer === '{"received":true,"duplicate":false,"ignored":false}')).toHaveLength(
      1,
    );
    expect(answers.filter((answer) => answer === '{"received":true,"duplicate":true,"ignored":true}')).toHaveLength(99);
    const after = await db.enrollment.findUniqueOrThrow({ where: { id: enrollment.id } });
    expect(after).toMatchObject({ status: 'active', sessionsTotal: 10 });
    expect(await db.payment.count({ where: { enrollmentId: enrollment.id } })).toBe(1);
    expect(await db.discountCodeUse.count({ where: { enrollmentId: enrollment.id } })).toBe(1);
    expect((await db.discountCode.findUniqueOrThrow({ where: { id: code!.id } })).usesCount).toBe(1);
    await flushAudits();
    expect(await db.auditLog.count({ where: { teacherId: teacher.id, entityId: enrollment.id } })).toBe(1);
    expect(await db.webhookEvent.count({ where: { pspEventId: completed.id } })).toBe(1);
  });

  it('two different paid events racing for the last discount use never push usesCount past maxUses', async () => {
    const first = await paidButUndelivered({ discount: { maxUses: 1, usesCount: 0 } });
    const rival = await db.enrollment.create({
      data: {
        teacherId: first.teacher.id,
        serviceId: first.service.id,
        studentId: first.student.id,
        status: 'pending_payment',
        currency: 'EUR',
        discountCodeId: first.code!.id,
        discountAmount: 1_345,
      },
    });
    await processor().pay((await checkoutFor({ ...first, enrollment: rival })).id);
    const rivalCompleted = captured.take('checkout.session.completed');

    const responses = await Promise.all([redeliver(first.completed), redeliver(rivalCompleted)]);

    expect(responses).toEqual([200, 200]);
    expect((await db.discountCode.findUniqueOrThrow({ where: { id: first.code!.id } })).usesCount).toBe(1);
    expect(
      await db.enrollment.count({ where: { id: { in: [first.enrollment.id, rival.id] }, status: 'active' } }),
    ).toBe(2);
  });

  it('a failing handler leaves no webhook record, answers 500, and the retry succeeds', async () => {
    const { completed, enrollment } = await paidButUndelivered();
    vi.spyOn(webhookHandlers, 'checkout.session.completed').mockRejectedValueOnce(new Error('database hiccup'));

    expect(await redeliver(completed)).toBe(500);
    expect(await db.webhookEvent.count({ where: { pspEventId: completed.id } })).toBe(0);
    expect((await db.enrollment.findUniqueOrThrow({ where: { id: enrollment.id } })).status).toBe('pending_payment');

    expect(await redeliver(completed)).toBe(200);
    expect((await db.enrollment.findUniqueOrThrow({ where: { id: enrollment.id } })).status).toBe('active');
  });

  it('answers ignored: false for an event it applied, and ignored: true for the same checkout under a new event id', async () => {
    const { completed, enrollment } = await paidButUndelivered();

    const applied = await deliver(completed.payload, completed.signature);
    expect(applied.json).toEqual({ received: true, duplicate: false, ignored: false });
    expect((await db.enrollment.findUniqueOrThrow({ where: { id: enrollment.id } })).status).toBe('active');

    const id = `evt_${crypto.randomUUID()}`;
    const again = completed.payload.replace(completed.id, id);
    const response = await deliver(again, signEventPayload(again));
    expect(response.json).toEqual({ received: true, duplicate: false, ignored: true });
    expect((await db.webhookEvent.findUniqueOrThrow({ where: { pspEventId: id } })).ignoredReason).toMatch(
      /recorded already/,
    );
    expect(await db.payment.count({ where: { enrollmentId: enrollment.id } })).toBe(1);
  });

  it('acknowledges event types it does not handle, recorded as ignored', async () => {
    const id = `evt_${crypto.randomUUID()}`;
    const payload = JSON.stringify({ id, object: 'event', type: 'customer.created', data: { object: {} } });
    const response = await deliver(payload, signEventPayload(payload));
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ received: true, duplicate: false, ignored: true });
    expect(await db.webhookEvent.findUniqueOrThrow({ where: { pspEventId: id } })).toMatchObject({
      ignoredReason: 'customer.created is not an event type Lektio handles',
      processedAt: expect.any(Date),
    });
  });
});

describe('POST /api/webhooks/psp: signed bodies that are not events', () => {
  it.each([
    ['not JSON', 'this is not JSON {'],
    ['JSON but not an object', '"evt_1"'],
    ['an event without an id', JSON.stringify({ object: 'event', type: 'invoice.paid', data: { object: {} } })],
    ['an event with an empty id', JSON.stringify({ id: '', type: 'invoice.paid', data: { object: {} } })],
    ['an id with a NUL byte', JSON.stringify({ id: 'evt_\u0000', type: 'invoice.paid', data: { object: {} } })],
    ['an event without a type', JSON.stringify({ id: 'evt_no_type', data: { object: {} } })],
    ['an event without data.object', JSON.stringify({ id: 'evt_no_data', type: 'invoice.paid' })],
  ])(
    'answers 400 VALIDATION_ERROR for %s (final: the processor stops retrying) and records nothing',
    async (_, payload) => {
      const before = await db.webhookEvent.count();
      const response = await deliver(payload, signEventPayload(payload));
      expect(response.status).toBe(400);
      expect(response.json.error.code).toBe('VALIDATION_ERROR');
      expect(await db.webhookEvent.count()).toBe(before);
    },
  );
});

describe('POST /api/webhooks/psp: a handler failure is always a 500', () => {
  it.each([
    ['a typed conflict (409)', () => new ConflictError('The enrollment changed meanwhile', 'INVALID_STATE')],
    ['a business rule (422)', () => new BusinessRuleError('DISCOUNT_EXHAUSTED', 'No uses left')],
    [
      'a Prisma unique conflict (P2002)',
      () => new Prisma.PrismaClientKnownRequestError('Unique constraint failed', { code: 'P2002', clientVersion: '7' }),
    ],
    [
      'a Prisma missing record (P2025)',
      () => new Prisma.PrismaClientKnownRequestError('Record not found', { code: 'P2025', clientVersion: '7' }),
    ],
  ])('%s inside a handler: 500, the event record removed, and the retry applies it', async (_, failure) => {
    const { completed, enrollment } = await paidButUndelivered();
    vi.spyOn(webhookHandlers, 'checkout.session.completed').mockRejectedValueOnce(failure());

    const response = await deliver(completed.payload, completed.signature);

    expect(response.status).toBe(500);
    expect(response.json.error.code).toBe('INTERNAL');
    expect(await db.webhookEvent.count({ where: { pspEventId: completed.id } })).toBe(0);
    expect(await redeliver(completed)).toBe(200);
    expect((await db.enrollment.findUniqueOrThrow({ where: { id: enrollment.id } })).status).toBe('active');
  });

  it('a processor outage while telling whose a dispute is: 500 (not 503), retried once the processor is back', async () => {
    const { checkout } = await foreignPayment('payment');
    await processor().dispute(checkout.payment_intent!);
    const disputed = captured.take('charge.dispute.created');
    processor().failNext(1, 500);

    expect(await redeliver(disputed)).toBe(500);
    expect(await db.webhookEvent.count({ where: { pspEventId: disputed.id } })).toBe(0);
    expect(await redeliver(disputed)).toBe(200);
  });
});

/**
 * A payment on the teacher's connected account that Lektio did not create: the account is the
 * teacher's own and also sells outside Lektio (its metadata is not ours). Paid; its events captured.
 */
async function foreignPayment(mode: 'payment' | 'subscription') {
  const setup = await pendingEnrollment();
  const { id } = await createCheckoutSession({
    accountId: setup.accountId,
    lineItem: { name: 'Sheet music', unitAmount: 2_500, currency: 'EUR' },
    mode,
    recurringInterval: mode === 'subscription' ? 'month' : undefined,
    metadata: { shopOrder: 'order-42' },
    successUrl: 'https://shop.example/thanks',
    cancelUrl: 'https://shop.example/cart',
    idempotencyKey: `shop-${crypto.randomUUID()}`,
  });
  await processor().pay(id);
  captured.take('checkout.session.completed');
  return { ...setup, checkout: processor().state.checkoutSessions.get(id)! };
}

const foreignEvents: Record<string, () => Promise<CapturedEvent>> = {
  'checkout.session.completed': async () => {
    const setup = await pendingEnrollment();
    const { id } = await createCheckoutSession({
      accountId: setup.accountId,
      lineItem: { name: 'Sheet music', unitAmount: 2_500, currency: 'EUR' },
      mode: 'payment',
      metadata: { shopOrder: 'order-42' },
      successUrl: 'https://shop.example/thanks',
      cancelUrl: 'https://shop.example/cart',
      idempotencyKey: `shop-${crypto.randomUUID()}`,
    });
    await processor().pay(id);
    return captured.take('checkout.session.completed');
  },
  'invoice.paid (first invoice)': async () => {
    await foreignPayment('subscription');
    return captured.take('invoice.paid');
  },
  'invoice.paid (renewal)': async () => {
    const { checkout } = await foreignPayment('subscription');
    captured.take('invoice.paid');
    await processor().renew(checkout.subscription!);
    return captured.take('invoice.paid');
  },
  'charge.refunded': async () => {
    const { checkout, accountId } = await foreignPayment('payment');
    await stripeClient().refunds.create({ payment_intent: checkout.payment_intent! }, { stripeAccount: accountId });
    await processor().flush();
    return captured.take('charge.refunded');
  },
  'charge.dispute.created': async () => {
    const { checkout } = await foreignPayment('payment');
    await processor().dispute(checkout.payment_intent!);
    return captured.take('charge.dispute.created');
  },
};

describe('POST /api/webhooks/psp: events of payments Lektio did not create', () => {
  it.each(Object.keys(foreignEvents))(
    '%s: acknowledged (200, not retried), recorded as ignored, nothing of ours changed',
    async (name) => {
      const event = await foreignEvents[name]!();
      const account = (JSON.parse(event.payload) as { account: string }).account;
      const teacher = await db.teacher.findUniqueOrThrow({ where: { pspAccountId: account } });

      const response = await deliver(event.payload, event.signature);

      expect(response.status).toBe(200);
      expect(response.json).toEqual({ received: true, duplicate: false, ignored: true });
      const record = await db.webhookEvent.findUniqueOrThrow({ where: { pspEventId: event.id } });
      expect(record.ignoredReason).toMatch(/not .*(through|made through) Lektio/);
      expect(await db.payment.count({ where: { teacherId: teacher.id } })).toBe(0);
      expect(await db.dispute.count({ where: { teacherId: teacher.id } })).toBe(0);
    },
  );
});
