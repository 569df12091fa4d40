import { describe, expect, it } from 'vitest';
import type { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import { createDiscountCode, createEnrollment, createService, createStudent, createTeacher } from '@/test/factories';
import { callRoute, sessionCookie } from '@/test/http';
import { uniqueIp } from '@/test/magic-link';
import { POST } from './route';

const validate = (slug: string, body: unknown, options: { cookie?: string; ip?: string } = {}) =>
  callRoute(POST, {
    method: 'POST',
    path: `/api/public/${slug}/validate-discount`,
    params: { slug },
    body,
    ip: options.ip ?? uniqueIp(),
    cookie: options.cookie,
  });

type CodeOverrides = Partial<Prisma.DiscountCodeUncheckedCreateInput>;

/** A teacher with a €80.00 service and one code (20 % unless overridden). */
async function scene(overrides: CodeOverrides = {}) {
  const teacher = await createTeacher();
  const service = await createService({ teacherId: teacher.id, priceAmount: 8000, currency: 'EUR' });
  const code = await createDiscountCode({ teacherId: teacher.id, type: 'percentage', value: 20, ...overrides });
  const body = { code: code.code, serviceId: service.id };
  return { teacher, service, code, body };
}

/** A redemption of `codeId` by `studentId`, as a confirmed payment leaves it. */
async function recordedUse(teacherId: string, serviceId: string, codeId: string, studentId: string) {
  const enrollment = await createEnrollment({ teacherId, serviceId, studentId, discountCodeId: codeId });
  await db.discountCodeUse.create({
    data: { teacherId, discountCodeId: codeId, studentId, enrollmentId: enrollment.id, amount: 1600, currency: 'EUR' },
  });
}

const day = 24 * 60 * 60 * 1000;
const errorCode = (response: Awaited<ReturnType<typeof validate>>) => response.json.error?.code;

describe('POST /api/public/:slug/validate-discount', () => {
  it("answers the code's terms and the amounts in the service's currency; case and spaces do not matter", async () => {
    const { teacher, service, code } = await scene();
    const response = await validate(teacher.slug, { code: ` ${code.code.toLowerCase()} `, serviceId: service.id });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      code: code.code,
      type: 'percentage',
      value: 20,
      currency: 'EUR',
      priceAmount: 8000,
      discountAmount: 1600,
      finalAmount: 6400,
    });
  });

  it('takes a fixed amount off, never below zero', async () => {
    const { teacher, body } = await scene({ type: 'fixed_amount', value: 10_000, currency: 'EUR' });
    expect((await validate(teacher.slug, body)).json).toMatchObject({ discountAmount: 8000, finalAmount: 0 });
  });

  describe('each check fails on its own, as a 422 with its code', () => {
    it.each([
      ['inactive', { isActive: false }, 'DISCOUNT_INACTIVE'],
      ['not started', { validFrom: new Date(Date.now() + day) }, 'DISCOUNT_NOT_STARTED'],
      ['expired', { validUntil: new Date(Date.now() - day) }, 'DISCOUNT_EXPIRED'],
      ['used up', { maxUses: 3, usesCount: 3 }, 'DISCOUNT_EXHAUSTED'],
      ['for another currency', { type: 'fixed_amount', value: 500, currency: 'USD' }, 'DISCOUNT_NOT_APPLICABLE'],
    ] as const)('%s -> %s', async (_case, overrides, expected) => {
      const { teacher, body } = await scene(overrides);
      const response = await validate(teacher.slug, body);
      expect(response.status).toBe(422);
      expect(response.json.error).toEqual({ code: expected, message: expect.any(String) });
    });

    it('an unknown or deleted code -> DISCOUNT_NOT_FOUND', async () => {
      const { teacher, service, code } = await scene({ deletedAt: new Date() });
      expect(errorCode(await validate(teacher.slug, { code: code.code, serviceId: service.id }))).toBe(
        'DISCOUNT_NOT_FOUND',
      );
      expect(errorCode(await validate(teacher.slug, { code: 'NOPE-NOPE', serviceId: service.id }))).toBe(
        'DISCOUNT_NOT_FOUND',
      );
      // A string that cannot be a code is not a 400: it is simply no code of this teacher.
      expect(errorCode(await validate(teacher.slug, { code: 'bad code!', serviceId: service.id }))).toBe(
        'DISCOUNT_NOT_FOUND',
      );
    });

    it('a code for other services -> DISCOUNT_NOT_APPLICABLE', async () => {
      const teacher = await createTeacher();
      const [service, other] = await Promise.all([
        createService({ teacherId: teacher.id }),
        createService({ teacherId: teacher.id }),
      ]);
      const code = await createDiscountCode({ teacherId: teacher.id, applicableServiceIds: [other.id] });
      expect(errorCode(await validate(teacher.slug, { code: code.code, serviceId: service.id }))).toBe(
        'DISCOUNT_NOT_APPLICABLE',
      );
      expect((await validate(teacher.slug, { code: code.code, serviceId: other.id })).status).toBe(200);
    });

    it('the per-student limit, for a signed-in student and for the e-mail of a known student only', async () => {
      const { teacher, service, code, body } = await scene({ maxUsesPerStudent: 1 });
      const student = await createStudent({ teacherId: teacher.id });
      await recordedUse(teacher.id, service.id, code.id, student.id);
      const cookie = await sessionCookie({ role: 'student', studentId: student.id });

      expect(errorCode(await validate(teacher.slug, body, { cookie }))).toBe('DISCOUNT_STUDENT_LIMIT');
      expect(errorCode(await validate(teacher.slug, { ...body, email: student.email.toUpperCase() }))).toBe(
        'DISCOUNT_STUDENT_LIMIT',
      );
      // Unknown buyer: the check cannot apply yet (enrollment checks again once the student is known).
      expect((await validate(teacher.slug, body)).status).toBe(200);
      expect((await validate(teacher.slug, { ...body, email: 'new.visitor@example.test' })).status).toBe(200);
      // Another student of the same teacher has not used it.
      const other = await createStudent({ teacherId: teacher.id });
      const otherCookie = await sessionCookie({ role: 'student', studentId: other.id });
      expect((await validate(teacher.slug, body, { cookie: otherCookie })).status).toBe(200);
    });
  });

  it("reports the spec's order: a code both expired and used up is EXPIRED; inactive and expired is INACTIVE", async () => {
    const expiredAndUsedUp = await scene({ validUntil: new Date(Date.now() - day), maxUses: 1, usesCount: 1 });
    expect(errorCode(await validate(expiredAndUsedUp.teacher.slug, expiredAndUsedUp.body))).toBe('DISCOUNT_EXPIRED');
    const inactiveAndExpired = await scene({ isActive: false, validUntil: new Date(Date.now() - day) });
    expect(errorCode(await validate(inactiveAndExpired.teacher.slug, inactiveAndExpired.body))).toBe(
      'DISCOUNT_INACTIVE',
    );
    const usedUpAndNotApplicable = await scene({
      maxUses: 1,
      usesCount: 1,
      applicableServiceIds: [crypto.randomUUID()],
    });
    expect(errorCode(await validate(usedUpAndNotApplicable.teacher.slug, usedUpAndNotApplicable.body))).toBe(
      'DISCOUNT_EXHAUSTED',
    );
  });

  it("treats a code of teacher A at teacher B's page as unknown (DISCOUNT_NOT_FOUND)", async () => {
    const a = await scene();
    const b = await createTeacher();
    const serviceOfB = await createService({ teacherId: b.id });
    expect(errorCode(await validate(b.slug, { code: a.code.code, serviceId: serviceOfB.id }))).toBe(
      'DISCOUNT_NOT_FOUND',
    );
  });

  it("answers 404 for a service the visitor cannot buy: another teacher's, private, inactive, unknown", async () => {
    const { teacher, code } = await scene();
    const other = await createTeacher();
    const services = await Promise.all([
      createService({ teacherId: other.id }),
      createService({ teacherId: teacher.id, isPrivate: true }),
      createService({ teacherId: teacher.id, status: 'paused' }),
      createService({ teacherId: teacher.id, status: 'active', deletedAt: new Date() }),
    ]);
    for (const service of services) {
      const response = await validate(teacher.slug, { code: code.code, serviceId: service.id });
      expect(response.status).toBe(404);
      expect(response.json.error.code).toBe('NOT_FOUND');
    }
    expect((await validate('no-such-teacher', { code: code.code, serviceId: services[0].id })).status).toBe(404);
  });

  it.each([
    ['no code', { serviceId: crypto.randomUUID() }, 'code'],
    ['a service id that is not a UUID', { code: 'ABC', serviceId: '12' }, 'serviceId'],
    ['a malformed e-mail', { code: 'ABC', serviceId: crypto.randomUUID(), email: 'nope' }, 'email'],
    ['an unknown field', { code: 'ABC', serviceId: crypto.randomUUID(), studentId: crypto.randomUUID() }, '(root)'],
  ])('refuses %s with 400 VALIDATION_ERROR and details', async (_case, body, path) => {
    const teacher = await createTeacher();
    const response = await validate(teacher.slug, body);
    expect(response.status).toBe(400);
    expect(response.json.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: expect.arrayContaining([{ path, message: expect.any(String) }]),
    });
  });

  it('allows 10 requests a minute from one IP; the 11th gets 429 with Retry-After', async () => {
    const { teacher, body } = await scene();
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await validate(teacher.slug, body, { ip })).status).toBe(200);
    }
    const refused = await validate(teacher.slug, body, { ip });
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await validate(teacher.slug, body)).status).toBe(200); // another IP is not affected
  });
});
