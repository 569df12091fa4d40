import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { madridAt, timeFirstScene, visitorBody } from '@/test/booking/time-first/time-first-scene';
import { createStudent } from '@/test/factories';
import { createPayerFamily } from '@/test/factories/payer-family';
import { callRoute } from '@/test/http';
import { createLegalDocument } from '@/test/legal-documents';
import { mailTo } from '@/test/notifications/mail-to';
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

  it("records the terms ticked for a minor with the payer as signer; an adult learner's are not signed for them", async () => {
    const { teacher, service } = await timeFirstScene();
    const terms = await createLegalDocument({ teacherId: teacher.id });
    const ticked = { acceptedDocumentVersionIds: [terms.current!.id] };
    const minor = await bookAt(
      teacher.slug,
      service.slug,
      visitorBody({ ...ticked, name: 'Rosa Vidal', bookingFor: { name: 'Iker Vidal', isMinor: true } }),
    );
    expect(minor.status).toBe(201);
    const { payerEmail: email } = await db.family.findFirstOrThrow({ where: { teacherId: teacher.id } });
    const iker = await db.student.findFirstOrThrow({ where: { teacherId: teacher.id, name: 'Iker Vidal' } });
    expect(await db.legalAcceptance.findMany({ where: { studentId: iker.id } })).toEqual([
      expect.objectContaining({
        documentVersionId: terms.current!.id,
        state: 'signed',
        signerName: 'Rosa Vidal',
        signerEmail: email,
      }),
    ]);

    const adult = await bookAt(
      teacher.slug,
      service.slug,
      visitorBody({
        ...ticked,
        startUtc: madridAt('12:00').toISOString(),
        name: 'Rosa Vidal',
        email,
        bookingFor: { name: 'Ane Vidal', isMinor: false },
      }),
    );
    expect(adult.status).toBe(201);
    const ane = await db.student.findFirstOrThrow({ where: { teacherId: teacher.id, name: 'Ane Vidal' } });
    expect(await db.legalAcceptance.count({ where: { studentId: ane.id } })).toBe(0);
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

  describe('who hears the booking (issue 34, e-mail routing)', () => {
    /** Books and pays for `email`'s lesson as a visitor; the subjects each address received. */
    async function bookAndPay(body: Record<string, unknown>) {
      const { teacher, service } = await timeFirstScene();
      const response = await bookAt(teacher.slug, service.slug, visitorBody(body));
      expect(response.status).toBe(201);
      await processor().pay(response.json.checkoutId);
      return { teacher, sessionId: response.json.sessionId as string };
    }
    const subjects = async (to: string) => (await mailTo(to)).map((mail) => mail.subject);

    it("sends a minor's booking confirmation to the payer; the learner's .invalid address gets nothing", async () => {
      const payerEmail = `rosa-${Date.now()}@example.test`;
      await bookAndPay({ name: 'Rosa Vidal', email: payerEmail, bookingFor: { name: 'Iker Vidal', isMinor: true } });
      const learner = await db.student.findFirstOrThrow({ where: { name: 'Iker Vidal', family: { payerEmail } } });
      expect(learner.email).toMatch(/@family\.invalid$/);
      expect(await subjects(payerEmail)).toEqual(expect.arrayContaining([expect.stringMatching(/booked|confirmed/i)]));
      expect(await mailTo(learner.email)).toEqual([]);
    });

    it("a minor member's own address booking as a visitor: the confirmation and the sign-in link go to the payer", async () => {
      const { teacher, service } = await timeFirstScene();
      const { family, members } = await createPayerFamily({ teacherId: teacher.id, memberNames: ['Mia Minor'] });
      const minor = members[0]!;
      const response = await bookAt(teacher.slug, service.slug, visitorBody({ name: minor.name, email: minor.email }));
      expect(response.status).toBe(201);
      await processor().pay(response.json.checkoutId);

      expect(await mailTo(minor.email)).toEqual([]);
      const toPayer = await mailTo(family.payerEmail);
      expect(toPayer.map((mail) => mail.subject)).toEqual(
        expect.arrayContaining([expect.stringMatching(/booked|confirmed/i), expect.stringMatching(/sign-in link/i)]),
      );
      // The payer's own link: it signs the payer in acting for this member (decision 0124).
      const link = await db.magicLinkToken.findFirstOrThrow({ where: { teacherId: teacher.id, studentId: minor.id } });
      expect(link.familyId).toBe(family.id);
    });

    it('an adult member hears their own booking and sign-in link; the payer hears only the payment', async () => {
      const { teacher, service } = await timeFirstScene();
      const { family, members } = await createPayerFamily({
        teacherId: teacher.id,
        memberNames: ['Ada Adult'],
        adults: ['Ada Adult'],
      });
      const adult = members[0]!;
      const loner = await createStudent({ teacherId: teacher.id });
      const response = await bookAt(teacher.slug, service.slug, visitorBody({ name: adult.name, email: adult.email }));
      expect(response.status).toBe(201);
      await processor().pay(response.json.checkoutId);

      const own = await subjects(adult.email);
      expect(own).toEqual(
        expect.arrayContaining([expect.stringMatching(/booked|confirmed/i), expect.stringMatching(/sign-in link/i)]),
      );
      const link = await db.magicLinkToken.findFirstOrThrow({ where: { teacherId: teacher.id, studentId: adult.id } });
      expect(link.familyId).toBeNull();
      const toPayer = await subjects(family.payerEmail);
      expect(toPayer.some((subject) => /booked|confirmed|sign-in/i.test(subject))).toBe(false);
      expect(await mailTo(loner.email)).toEqual([]);
    });
  });
});
