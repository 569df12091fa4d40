import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { stripeClient } from '@/lib/integrations/psp/stripe-client';
import { createDiscountCode, createService, createStudent, createTeacher, uniqueSuffix } from '@/test/factories';
import { sessionCookie } from '@/test/http';
import { createLegalDocument } from '@/test/legal-documents';
import { enroll, setUpEnrollTests } from '@/test/api/public/enroll-routes';

const { processor, checkoutsOf } = setUpEnrollTests();

const buyers = 20;

/** A connected teacher, a €50 service (`service` overrides), published terms, and `count` signed-in students. */
async function shop(count: number, service: { groupType?: 'group'; capacity?: number } = {}) {
  const teacher = await createTeacher({ pspAccountId: `acct_${uniqueSuffix()}` });
  const created = await createService({ teacherId: teacher.id, priceAmount: 5000, currency: 'EUR', ...service });
  const terms = await createLegalDocument({ teacherId: teacher.id });
  const students = [];
  for (let i = 0; i < count; i++) {
    const student = await createStudent({ teacherId: teacher.id });
    students.push({ ...student, cookie: await sessionCookie({ role: 'student', studentId: student.id }) });
  }
  const body = { serviceId: created.id, acceptedDocumentVersionIds: [terms.current!.id] };
  const buy = (student: { cookie: string }, extra: Record<string, unknown> = {}) =>
    enroll(teacher.slug, { ...body, ...extra }, { cookie: student.cookie });
  return { teacher, service: created, students, buy };
}

const statuses = (responses: { status: number; json: { error?: { code: string } } }[]) =>
  responses.map((response) => (response.status === 201 ? 201 : `${response.status} ${response.json.error?.code}`));

/** The processor expires the checkout and its `checkout.session.expired` reaches our webhook. */
async function expireCheckout(accountId: string, checkoutId: string) {
  await stripeClient().checkout.sessions.expire(checkoutId, {}, { stripeAccount: accountId });
  await processor().flush();
}

describe('POST /api/public/:slug/enroll: the checkout reserves what it sells', () => {
  it(`${buyers} concurrent buyers of a code with maxUses 1: one checkout, the others DISCOUNT_EXHAUSTED`, async () => {
    const { teacher, students, buy } = await shop(buyers);
    const code = await createDiscountCode({ teacherId: teacher.id, type: 'percentage', value: 20, maxUses: 1 });

    const responses = await Promise.all(students.map((student) => buy(student, { discountCode: code.code })));

    const answers = statuses(responses);
    expect(answers.filter((answer) => answer === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer === '422 DISCOUNT_EXHAUSTED')).toHaveLength(buyers - 1);
    const checkouts = checkoutsOf(teacher.pspAccountId);
    expect(checkouts).toHaveLength(1);
    expect(checkouts[0]!.amount_total).toBe(4000);
    // usesCount is what the teacher sees: confirmed uses only. The reservation is the pending enrollment.
    expect((await db.discountCode.findUniqueOrThrow({ where: { id: code.id } })).usesCount).toBe(0);
    expect(await db.enrollment.count({ where: { discountCodeId: code.id, status: 'pending_payment' } })).toBe(1);

    await processor().pay(checkouts[0]!.id);
    expect((await db.discountCode.findUniqueOrThrow({ where: { id: code.id } })).usesCount).toBe(1);
    expect(await db.discountCodeUse.count({ where: { discountCodeId: code.id } })).toBe(1);
  });

  it(`${buyers} concurrent buyers of a class for 3: three checkouts, the others SERVICE_FULL`, async () => {
    const { teacher, service, students, buy } = await shop(buyers, { groupType: 'group', capacity: 3 });

    const answers = statuses(await Promise.all(students.map((student) => buy(student))));

    expect(answers.filter((answer) => answer === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer === '409 SERVICE_FULL')).toHaveLength(buyers - 3);
    expect(checkoutsOf(teacher.pspAccountId)).toHaveLength(3);
    expect(await db.enrollment.count({ where: { serviceId: service.id } })).toBe(3);
  });

  it('gives the checkout the reservation’s expiry: 30 minutes (and one of margin)', async () => {
    const { teacher, students, buy } = await shop(1);
    const before = Date.now();
    const response = await buy(students[0]!);

    const enrollment = await db.enrollment.findUniqueOrThrow({ where: { id: response.json.enrollmentId } });
    const [checkout] = checkoutsOf(teacher.pspAccountId);
    expect(checkout!.expires_at).toBe(Math.floor(enrollment.checkoutExpiresAt!.getTime() / 1000));
    expect(enrollment.checkoutExpiresAt!.getTime() - before).toBeGreaterThanOrEqual(30 * 60 * 1000);
    expect(enrollment.checkoutExpiresAt!.getTime() - before).toBeLessThan(32 * 60 * 1000);
  });

  it('frees the place when the checkout expires: the next buyer gets it', async () => {
    const { teacher, students, buy } = await shop(2, { groupType: 'group', capacity: 1 });
    const [first, second] = students;
    const held = await buy(first!);
    expect(held.status).toBe(201);
    expect((await buy(second!)).json.error.code).toBe('SERVICE_FULL');
    // The holder may come back to pay (a new checkout) without taking a second place.
    expect((await buy(first!)).status).toBe(201);

    for (const checkout of checkoutsOf(teacher.pspAccountId)) await expireCheckout(teacher.pspAccountId!, checkout.id);

    expect(await db.enrollment.findUniqueOrThrow({ where: { id: held.json.enrollmentId } })).toMatchObject({
      status: 'cancelled',
    });
    expect((await buy(second!)).status).toBe(201);
  });

  it('frees the discount use when the checkout expires, and counts a student’s reservations in their limit', async () => {
    const { teacher, students, buy } = await shop(3);
    const [first, second, third] = students;
    const code = await createDiscountCode({
      teacherId: teacher.id,
      type: 'percentage',
      value: 10,
      maxUses: 2,
      maxUsesPerStudent: 1,
    });
    const held = await buy(first!, { discountCode: code.code });
    expect(held.status).toBe(201);
    // Checked against the use held, not only the ones confirmed.
    expect((await buy(first!, { discountCode: code.code })).json.error.code).toBe('DISCOUNT_STUDENT_LIMIT');
    expect((await buy(second!, { discountCode: code.code })).status).toBe(201);
    expect((await buy(third!, { discountCode: code.code })).json.error.code).toBe('DISCOUNT_EXHAUSTED');

    const firstCheckout = checkoutsOf(teacher.pspAccountId).find(
      (checkout) => checkout.metadata.enrollmentId === held.json.enrollmentId,
    );
    await expireCheckout(teacher.pspAccountId!, firstCheckout!.id);

    expect((await buy(third!, { discountCode: code.code })).status).toBe(201);
    expect((await db.discountCode.findUniqueOrThrow({ where: { id: code.id } })).usesCount).toBe(0);
  });
});
