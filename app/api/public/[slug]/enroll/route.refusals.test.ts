import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import {
  createDiscountCode,
  createEnrollment,
  createService,
  createStudent,
  createTeacher,
  uniqueSuffix,
} from '@/test/factories';
import { sessionCookie } from '@/test/http';
import { createLegalDocument } from '@/test/legal-documents';
import { day, enroll, enrollmentsOf, scene, setUpEnrollTests } from '@/test/api/public/enroll-routes';

const { checkoutsOf } = setUpEnrollTests();

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
