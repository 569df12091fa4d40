import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Prisma } from '@/generated/prisma/client';
import { flushAudits } from '@/lib/audit/write-audit';
import { db } from '@/lib/core/db';
import {
  createDiscountCode,
  createEnrollment,
  createService,
  createStudent,
  createTeacher,
  uniqueSuffix,
} from '@/prisma/factories';
import { callRoute, sessionCookie } from '@/test/http';
import { createLegalDocument } from '@/test/legal-documents';
import { latestMagicLinkUrl, uniqueIp } from '@/test/magic-link';
import { setUpSimulatedProcessor } from '@/test/psp-simulator';
import { POST } from './route';

const processor = setUpSimulatedProcessor();
beforeEach(() => vi.stubEnv('RESEND_API_KEY', '')); // the development outbox
afterEach(() => vi.unstubAllEnvs());

type CallOptions = { cookie?: string; ip?: string; headers?: Record<string, string> };
const enroll = (slug: string, body: unknown, options: CallOptions = {}) =>
  callRoute(POST, {
    method: 'POST',
    path: `/api/public/${slug}/enroll`,
    params: { slug },
    body,
    ip: options.ip ?? uniqueIp(),
    cookie: options.cookie,
    headers: options.headers,
  });

/**
 * A connected teacher with an €80.00 lesson and published terms, and one of their students signed
 * in. `body` is a complete, acceptable request for that student.
 */
async function scene(
  options: {
    teacher?: Partial<Prisma.TeacherUncheckedCreateInput>;
    service?: Partial<Prisma.ServiceUncheckedCreateInput>;
  } = {},
) {
  const teacher = await createTeacher({ pspAccountId: `acct_${uniqueSuffix()}`, ...options.teacher });
  const service = await createService({
    teacherId: teacher.id,
    priceAmount: 8000,
    currency: 'EUR',
    sessionsIncluded: 5,
    ...options.service,
  });
  const terms = await createLegalDocument({ teacherId: teacher.id, versions: 2 });
  const student = await createStudent({ teacherId: teacher.id });
  const cookie = await sessionCookie({ role: 'student', studentId: student.id });
  const body = { serviceId: service.id, acceptedDocumentVersionIds: [terms.current!.id] };
  return { teacher, service, terms, student, cookie, body };
}

const checkoutsOf = (accountId: string | null) =>
  [...processor().state.checkoutSessions.values()].filter((session) => session.account === accountId);
const enrollmentsOf = (teacherId: string) => db.enrollment.findMany({ where: { teacherId } });
const day = 24 * 60 * 60 * 1000;

describe('POST /api/public/:slug/enroll, signed-in student', () => {
  it('creates a pending_payment enrollment and a checkout on the teacher account through the SDK', async () => {
    const { teacher, service, terms, student, cookie, body } = await scene();
    const response = await enroll(teacher.slug, body, { cookie });

    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      status: 'checkout',
      checkoutUrl: expect.stringContaining(processor().url),
      enrollmentId: expect.any(String),
    });
    const { enrollmentId } = response.json;
    const enrollment = await db.enrollment.findUniqueOrThrow({ where: { id: enrollmentId } });
    const [checkout] = checkoutsOf(teacher.pspAccountId);
    expect(enrollment).toMatchObject({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      status: 'pending_payment',
      sessionsTotal: 0, // credits come with the payment
      currency: 'EUR',
      discountCodeId: null,
      discountAmount: 0,
      pspCheckoutSessionId: checkout!.id,
    });
    expect(checkout).toMatchObject({
      mode: 'payment',
      status: 'open',
      amount_total: 8000,
      currency: 'eur',
      customer_email: student.email,
      metadata: { kind: 'enrollment', enrollmentId, teacherId: teacher.id, studentId: student.id },
      line_items_summary: { name: service.name, unit_amount: 8000, quantity: 1 },
    });
    expect(checkout!.success_url).toContain(`/${teacher.slug}/services/${service.slug}?enrollment=${enrollmentId}`);
    expect(processor().state.idempotency.has(`${teacher.pspAccountId}:enrollment:${enrollmentId}`)).toBe(true);

    const acceptance = await db.legalAcceptance.findFirstOrThrow({ where: { studentId: student.id } });
    expect(acceptance).toMatchObject({ documentVersionId: terms.current!.id, state: 'signed' });
    await flushAudits();
    expect(await db.auditLog.count({ where: { entityId: enrollmentId, action: 'enrollment.create' } })).toBe(1);
  });

  it('charges the discounted amount, remembers the discount, and records no use before payment', async () => {
    const { teacher, cookie, body } = await scene();
    const code = await createDiscountCode({ teacherId: teacher.id, type: 'percentage', value: 25, maxUses: 10 });
    const response = await enroll(teacher.slug, { ...body, discountCode: code.code.toLowerCase() }, { cookie });

    expect(response.status).toBe(201);
    const enrollment = await db.enrollment.findUniqueOrThrow({ where: { id: response.json.enrollmentId } });
    expect(enrollment).toMatchObject({ discountCodeId: code.id, discountAmount: 2000 });
    expect(checkoutsOf(teacher.pspAccountId)[0]).toMatchObject({
      amount_total: 6000,
      metadata: { discountCodeId: code.id },
    });
    expect((await db.discountCode.findUniqueOrThrow({ where: { id: code.id } })).usesCount).toBe(0);
  });

  it('pays on the simulated processor: the webhook activates the enrollment and records the discount use', async () => {
    const { teacher, cookie, body } = await scene();
    const code = await createDiscountCode({
      teacherId: teacher.id,
      type: 'fixed_amount',
      value: 1500,
      currency: 'EUR',
    });
    const response = await enroll(teacher.slug, { ...body, discountCode: code.code }, { cookie });
    const enrollment = await db.enrollment.findUniqueOrThrow({ where: { id: response.json.enrollmentId } });

    await processor().pay(enrollment.pspCheckoutSessionId!);
    expect(await db.enrollment.findUniqueOrThrow({ where: { id: enrollment.id } })).toMatchObject({
      status: 'active',
      pricePaid: 6500,
      sessionsTotal: 5,
    });
    expect(await db.discountCodeUse.count({ where: { enrollmentId: enrollment.id } })).toBe(1);
  });

  it('does not ask again for documents the student already signed at their current version', async () => {
    const { teacher, terms, student, cookie, body } = await scene();
    await db.legalAcceptance.create({
      data: {
        teacherId: teacher.id,
        studentId: student.id,
        documentId: terms.document.id,
        documentVersionId: terms.current!.id,
        state: 'signed',
      },
    });
    expect((await enroll(teacher.slug, { ...body, acceptedDocumentVersionIds: [] }, { cookie })).status).toBe(201);
  });

  it('opens a subscription checkout for a subscription service', async () => {
    const { teacher, cookie, body } = await scene({ service: { structure: 'subscription', billingInterval: 'month' } });
    expect((await enroll(teacher.slug, body, { cookie })).status).toBe(201);
    expect(checkoutsOf(teacher.pspAccountId)[0]).toMatchObject({
      mode: 'subscription',
      line_items_summary: { interval: 'month' },
    });
  });

  it('marks the enrollment cancelled when the processor refuses the checkout, and says so', async () => {
    const { teacher, cookie, body } = await scene();
    processor().failNext(1, 400);
    const response = await enroll(teacher.slug, body, { cookie });
    expect(response.status).toBe(500);
    const [enrollment] = await enrollmentsOf(teacher.id);
    expect(enrollment).toMatchObject({ status: 'cancelled', pspCheckoutSessionId: null });
    expect(enrollment!.cancelledAt).not.toBeNull();
  });
});

describe('POST /api/public/:slug/enroll, refusals (nothing is created, no checkout)', () => {
  async function expectRefused(
    response: Awaited<ReturnType<typeof enroll>>,
    status: number,
    code: string,
    teacher: { id: string; pspAccountId: string | null },
  ) {
    expect(response.status).toBe(status);
    expect(response.json.error).toMatchObject({ code, message: expect.any(String) });
    expect(await enrollmentsOf(teacher.id)).toEqual([]);
    expect(checkoutsOf(teacher.pspAccountId)).toEqual([]);
  }

  it('refuses a price of 0: a free service, a 100 % code, a fixed amount covering the price (PRICE_NOT_SET)', async () => {
    const free = await scene({ service: { pricingModel: 'free', priceAmount: 0 } });
    await expectRefused(
      await enroll(free.teacher.slug, free.body, { cookie: free.cookie }),
      422,
      'PRICE_NOT_SET',
      free.teacher,
    );

    const fullOff = await scene();
    const all = await createDiscountCode({ teacherId: fullOff.teacher.id, type: 'percentage', value: 100 });
    await expectRefused(
      await enroll(fullOff.teacher.slug, { ...fullOff.body, discountCode: all.code }, { cookie: fullOff.cookie }),
      422,
      'PRICE_NOT_SET',
      fullOff.teacher,
    );

    const covered = await scene();
    const big = await createDiscountCode({
      teacherId: covered.teacher.id,
      type: 'fixed_amount',
      value: 9000,
      currency: 'EUR',
    });
    await expectRefused(
      await enroll(covered.teacher.slug, { ...covered.body, discountCode: big.code }, { cookie: covered.cookie }),
      422,
      'PRICE_NOT_SET',
      covered.teacher,
    );
  });

  it('refuses a student of another teacher (TEACHER_MISMATCH)', async () => {
    const { teacher, body } = await scene();
    const otherTeacher = await createTeacher();
    const stranger = await createStudent({ teacherId: otherTeacher.id });
    const cookie = await sessionCookie({ role: 'student', studentId: stranger.id });
    await expectRefused(await enroll(teacher.slug, body, { cookie }), 422, 'TEACHER_MISMATCH', teacher);
  });

  it("answers 404 for another teacher's service at this slug, a private, a paused or a deleted one", async () => {
    const { teacher, cookie, body } = await scene();
    const otherTeacher = await createTeacher({ pspAccountId: `acct_${uniqueSuffix()}` });
    const services = await Promise.all([
      createService({ teacherId: otherTeacher.id }),
      createService({ teacherId: teacher.id, isPrivate: true }),
      createService({ teacherId: teacher.id, status: 'paused' }),
      createService({ teacherId: teacher.id, deletedAt: new Date() }),
    ]);
    for (const service of services) {
      await expectRefused(
        await enroll(teacher.slug, { ...body, serviceId: service.id }, { cookie }),
        404,
        'NOT_FOUND',
        teacher,
      );
    }
  });

  it('enrolls in an unlisted service (bought by direct link)', async () => {
    const { teacher, cookie, body } = await scene({ service: { isUnlisted: true } });
    expect((await enroll(teacher.slug, body, { cookie })).status).toBe(201);
  });

  it('refuses without acceptance of every current document, listing the version ids to accept', async () => {
    const { teacher, terms, cookie, body } = await scene();
    const privacy = await createLegalDocument({
      teacherId: teacher.id,
      type: 'privacy',
      title: 'Privacy',
      displayOrder: 1,
    });
    const response = await enroll(
      teacher.slug,
      { ...body, acceptedDocumentVersionIds: [terms.versions[0]!.id] }, // an outdated version of the terms
      { cookie },
    );
    await expectRefused(response, 422, 'LEGAL_NOT_ACCEPTED', teacher);
    expect(response.json.error.details).toEqual([
      { path: 'acceptedDocumentVersionIds', message: terms.current!.id },
      { path: 'acceptedDocumentVersionIds', message: privacy.current!.id },
    ]);
    expect(await db.legalAcceptance.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it('refuses when the teacher has no connected processor account (PSP_NOT_CONNECTED)', async () => {
    const { teacher, cookie, body } = await scene({ teacher: { pspAccountId: null } });
    await expectRefused(await enroll(teacher.slug, body, { cookie }), 422, 'PSP_NOT_CONNECTED', teacher);
  });

  it('checks the discount again: an expired code and a student over the per-student limit are refused', async () => {
    const { teacher, service, student, cookie, body } = await scene();
    const expired = await createDiscountCode({ teacherId: teacher.id, validUntil: new Date(Date.now() - day) });
    await expectRefused(
      await enroll(teacher.slug, { ...body, discountCode: expired.code }, { cookie }),
      422,
      'DISCOUNT_EXPIRED',
      teacher,
    );

    const once = await createDiscountCode({ teacherId: teacher.id, maxUsesPerStudent: 1 });
    const earlier = await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
    await db.discountCodeUse.create({
      data: {
        teacherId: teacher.id,
        discountCodeId: once.id,
        studentId: student.id,
        enrollmentId: earlier.id,
        amount: 800,
        currency: 'EUR',
      },
    });
    const response = await enroll(teacher.slug, { ...body, discountCode: once.code }, { cookie });
    expect(response.json.error.code).toBe('DISCOUNT_STUDENT_LIMIT');
    expect(await db.enrollment.count({ where: { teacherId: teacher.id } })).toBe(1); // only the earlier one
  });

  it("treats another teacher's code as unknown (DISCOUNT_NOT_FOUND)", async () => {
    const { teacher, cookie, body } = await scene();
    const otherTeacher = await createTeacher();
    const foreign = await createDiscountCode({ teacherId: otherTeacher.id });
    await expectRefused(
      await enroll(teacher.slug, { ...body, discountCode: foreign.code }, { cookie }),
      422,
      'DISCOUNT_NOT_FOUND',
      teacher,
    );
  });

  it('refuses a teacher impersonating the student (403)', async () => {
    const { teacher, student, body } = await scene();
    const cookie = await sessionCookie({ role: 'student', studentId: student.id, impersonatorTeacherId: teacher.id });
    await expectRefused(await enroll(teacher.slug, body, { cookie }), 403, 'FORBIDDEN', teacher);
  });

  it("refuses a cross-site request that would act on the student's session (403)", async () => {
    const { teacher, cookie, body } = await scene();
    const response = await enroll(teacher.slug, body, { cookie, headers: { 'sec-fetch-site': 'cross-site' } });
    await expectRefused(response, 403, 'FORBIDDEN', teacher);
  });

  it.each([
    ['an unknown field', { studentId: crypto.randomUUID() }, '(root)'],
    ['a service id that is not a UUID', { serviceId: 'abc' }, 'serviceId'],
    ['accepted ids that are not UUIDs', { acceptedDocumentVersionIds: ['x'] }, 'acceptedDocumentVersionIds.0'],
    ['a malformed e-mail', { email: 'not-an-address' }, 'email'],
  ])('refuses %s with 400 VALIDATION_ERROR and details', async (_case, change, path) => {
    const { teacher, cookie, body } = await scene();
    const response = await enroll(teacher.slug, { ...body, ...change }, { cookie });
    expect(response.status).toBe(400);
    expect(response.json.error).toEqual({
      code: 'VALIDATION_ERROR',
      message: expect.any(String),
      details: expect.arrayContaining([{ path, message: expect.any(String) }]),
    });
  });
});

describe('POST /api/public/:slug/enroll, visitor without a session', () => {
  it('registers a new address as a trial student and e-mails a link back to the service page (202)', async () => {
    const { teacher, service, body } = await scene();
    const code = await createDiscountCode({ teacherId: teacher.id });
    const email = `new.${uniqueSuffix()}@example.test`;
    const response = await enroll(teacher.slug, {
      ...body,
      discountCode: code.code,
      email: email.toUpperCase(),
      name: 'Ana Ruiz',
    });

    expect(response.status).toBe(202);
    expect(response.json).toEqual({ status: 'magic_link_sent' });
    const student = await db.student.findFirstOrThrow({ where: { teacherId: teacher.id, email } });
    expect(student).toMatchObject({ name: 'Ana Ruiz', status: 'trial', timezone: teacher.timezone });
    expect((await latestMagicLinkUrl(email)).searchParams.get('teacher')).toBe(teacher.slug);
    const token = await db.magicLinkToken.findFirstOrThrow({ where: { studentId: student.id } });
    expect(token.redirectTo).toBe(`/${teacher.slug}/services/${service.slug}?enroll=1&discountCode=${code.code}`);
    // No checkout for someone not signed in, and nothing accepted in their name yet.
    expect(await enrollmentsOf(teacher.id)).toEqual([]);
    expect(checkoutsOf(teacher.pspAccountId)).toEqual([]);
    expect(await db.legalAcceptance.count({ where: { studentId: student.id } })).toBe(0);
  });

  it('e-mails a known student without creating another, with the same answer as for a new address', async () => {
    const { teacher, student, body } = await scene();
    const known = await enroll(teacher.slug, { ...body, email: student.email, name: 'Whoever' });
    const unknown = await enroll(teacher.slug, { ...body, email: `new.${uniqueSuffix()}@example.test`, name: 'New' });
    expect(known.status).toBe(202);
    expect(known.text).toBe(unknown.text);
    expect(await db.student.count({ where: { teacherId: teacher.id, email: student.email } })).toBe(1);
    expect(await db.magicLinkToken.count({ where: { studentId: student.id } })).toBe(1);
  });

  it('needs both an e-mail and a name (400 on each)', async () => {
    const { teacher, body } = await scene();
    const response = await enroll(teacher.slug, body);
    expect(response.status).toBe(400);
    expect(response.json.error.details).toEqual([
      { path: 'email', message: expect.any(String) },
      { path: 'name', message: expect.any(String) },
    ]);
  });

  it('is refused like a student before any e-mail: price 0 and missing documents', async () => {
    const { teacher, body } = await scene({ service: { pricingModel: 'free', priceAmount: 0 } });
    const email = `new.${uniqueSuffix()}@example.test`;
    expect((await enroll(teacher.slug, { ...body, email, name: 'Ana' })).json.error.code).toBe('PRICE_NOT_SET');
    const paid = await scene();
    const refused = await enroll(paid.teacher.slug, {
      ...paid.body,
      acceptedDocumentVersionIds: [],
      email,
      name: 'Ana',
    });
    expect(refused.json.error.code).toBe('LEGAL_NOT_ACCEPTED');
    expect(await db.student.count({ where: { email } })).toBe(0);
    expect(await db.emailOutbox.count({ where: { to: email } })).toBe(0);
  });

  it('allows 10 requests a minute from one IP; the 11th gets 429', async () => {
    const { teacher, body } = await scene({ service: { pricingModel: 'free', priceAmount: 0 } });
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await enroll(teacher.slug, body, { ip })).status).not.toBe(429);
    }
    const refused = await enroll(teacher.slug, body, { ip });
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
