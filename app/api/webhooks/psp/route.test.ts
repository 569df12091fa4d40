import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushAudits } from '@/lib/audit/write-audit';
import { db } from '@/lib/core/db';
import { signEventPayload } from '@/lib/integrations/psp/sign-event-payload';
import { webhookHandlers } from '@/lib/payments/webhooks/webhook-handlers';
import { checkoutFor, pendingEnrollment } from '@/test/fixtures/paid-enrollment';
import { callRoute } from '@/test/http';
import { captureEvents, redeliver, setUpSimulatedProcessor } from '@/test/psp-simulator';
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
    for (let wave = 0; wave < 5; wave += 1) {
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => deliver(completed.payload, completed.signature)),
      );
      statuses.push(...responses.map((response) => response.status));
      duplicates.push(...responses.map((response) => response.json.duplicate as boolean));
    }

    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(duplicates.filter((duplicate) => !duplicate)).toHaveLength(1);
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

  it('acknowledges event types it does not handle', async () => {
    const payload = JSON.stringify({
      id: `evt_${crypto.randomUUID()}`,
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    });
    const response = await deliver(payload, signEventPayload(payload));
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ received: true, duplicate: false });
  });
});
