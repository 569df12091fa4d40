import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { timeFirstScene, visitorBody } from '@/test/booking/time-first/time-first-scene';
import { callRoute } from '@/test/http';
import { uniqueIp } from '@/test/magic-link';
import { setUpSimulatedProcessor } from '@/test/psp-simulator';
import { POST } from './route';

const processor = setUpSimulatedProcessor();
beforeEach(() => vi.stubEnv('RESEND_API_KEY', ''));
afterEach(() => vi.unstubAllEnvs());

const bookAt = (slug: string, serviceSlug: string, body: unknown) =>
  callRoute(POST, {
    method: 'POST',
    path: `/api/public/${slug}/services/${serviceSlug}/book`,
    params: { slug, serviceSlug },
    body,
    ip: uniqueIp(),
  });

describe('POST /api/public/:slug/services/:serviceSlug/book with bookingFor', () => {
  it("holds the lesson for the learner; the family's customer pays; the paid lesson and its credit are the learner's", async () => {
    const { teacher, service } = await timeFirstScene();
    const body = visitorBody({ name: 'Rosa Vidal', bookingFor: { name: 'Iker Vidal', isMinor: true } });
    const response = await bookAt(teacher.slug, service.slug, body);

    expect(response.status).toBe(201);
    const family = await db.family.findFirstOrThrow({ where: { teacherId: teacher.id }, include: { members: true } });
    expect(family).toMatchObject({ name: 'Vidal family', payerEmail: body.email });
    const [learner] = family.members;
    expect(learner).toMatchObject({ name: 'Iker Vidal', isMinor: true });
    const session = await db.session.findUniqueOrThrow({ where: { id: response.json.sessionId } });
    expect(session).toMatchObject({ studentId: learner!.id, status: 'hold' });
    const checkout = processor().state.checkoutSessions.get(response.json.checkoutId)!;
    expect(checkout).toMatchObject({
      customer: family.pspCustomerId,
      customer_details: { email: body.email },
      metadata: { studentId: learner!.id, familyId: family.id },
    });
    // No sign-in link for a learner who may have no address of their own.
    expect(checkout.metadata.signInAfterPayment).toBeUndefined();

    await processor().pay(checkout.id);
    expect(await db.session.findUniqueOrThrow({ where: { id: session.id } })).toMatchObject({ status: 'scheduled' });
    expect(await db.enrollment.findUniqueOrThrow({ where: { id: response.json.enrollmentId } })).toMatchObject({
      status: 'active',
      studentId: learner!.id,
    });
    expect(await db.payment.findMany({ where: { enrollmentId: response.json.enrollmentId } })).toEqual([
      expect.objectContaining({ studentId: learner!.id, status: 'succeeded' }),
    ]);
  });

  it('refuses a malformed bookingFor with 400 and writes nothing', async () => {
    const { teacher, service } = await timeFirstScene();
    const response = await bookAt(
      teacher.slug,
      service.slug,
      visitorBody({ bookingFor: { name: 'Iker', isMinor: 1 } }),
    );
    expect(response.status).toBe(400);
    expect(response.json.error.details).toEqual([{ path: 'bookingFor.isMinor', message: expect.any(String) }]);
    expect(await db.family.count({ where: { teacherId: teacher.id } })).toBe(0);
    expect(await db.session.count({ where: { teacherId: teacher.id } })).toBe(0);
  });
});
