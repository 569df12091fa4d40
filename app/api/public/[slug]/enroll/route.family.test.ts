import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { uniqueSuffix } from '@/test/factories';
import { enroll, enrollmentsOf, scene, setUpEnrollTests } from '@/test/api/public/enroll-routes';

const { processor, checkoutsOf } = setUpEnrollTests();

const payer = () => ({ name: 'Marta Serra', email: `marta.${uniqueSuffix()}@example.test` });

describe('POST /api/public/:slug/enroll with bookingFor (a payer enrolls a learner)', () => {
  it("goes to checkout at once for the learner; the family's customer pays; the payment grants the learner", async () => {
    const { teacher, body } = await scene();
    const who = payer();
    const response = await enroll(teacher.slug, {
      ...body,
      ...who,
      bookingFor: { name: 'Pau Serra', isMinor: true },
    });

    expect(response.status).toBe(201);
    const family = await db.family.findFirstOrThrow({ where: { teacherId: teacher.id } });
    expect(family).toMatchObject({ name: 'Serra family', payerEmail: who.email, payerName: 'Marta Serra' });
    expect(family.pspCustomerId).toMatch(/^cus_/);
    const learner = await db.student.findFirstOrThrow({ where: { teacherId: teacher.id, familyId: family.id } });
    expect(learner).toMatchObject({ name: 'Pau Serra', isMinor: true, status: 'trial' });
    const [enrollment] = await enrollmentsOf(teacher.id);
    expect(enrollment).toMatchObject({ studentId: learner.id, status: 'pending_payment' });
    expect(response.json).toMatchObject({ status: 'checkout', enrollmentId: enrollment!.id });

    // The checkout charges the payer's customer (the receipt goes to the payer), the metadata names the learner.
    const [checkout] = checkoutsOf(teacher.pspAccountId);
    expect(checkout).toMatchObject({
      customer: family.pspCustomerId,
      customer_email: null,
      customer_details: { email: who.email },
      metadata: { studentId: learner.id, familyId: family.id, enrollmentId: enrollment!.id },
    });
    expect(processor().state.customers.get(family.pspCustomerId!)).toMatchObject({
      account: teacher.pspAccountId,
      email: who.email,
      name: 'Marta Serra',
      metadata: { familyId: family.id },
    });
    // No sign-in link to anyone; the payer signed the terms for the minor, recorded as the signer.
    expect(await db.magicLinkToken.count({ where: { studentId: learner.id } })).toBe(0);
    expect(await db.legalAcceptance.findMany({ where: { studentId: learner.id } })).toEqual([
      expect.objectContaining({
        teacherId: teacher.id,
        documentVersionId: body.acceptedDocumentVersionIds[0],
        state: 'signed',
        signerName: 'Marta Serra',
        signerEmail: who.email,
      }),
    ]);

    await processor().pay(checkout!.id);
    expect(await db.enrollment.findUniqueOrThrow({ where: { id: enrollment!.id } })).toMatchObject({
      status: 'active',
      studentId: learner.id,
      sessionsTotal: 5,
    });
    const payments = await db.payment.findMany({ where: { enrollmentId: enrollment!.id } });
    expect(payments).toEqual([expect.objectContaining({ studentId: learner.id, status: 'succeeded', amount: 8000 })]);
  });

  it("adds a second learner to the payer's family and reuses the family's customer", async () => {
    const { teacher, body } = await scene();
    const who = payer();
    expect(
      (await enroll(teacher.slug, { ...body, ...who, bookingFor: { name: 'Pau Serra', isMinor: true } })).status,
    ).toBe(201);
    const second = await enroll(teacher.slug, {
      ...body,
      name: 'Marta',
      email: who.email.toUpperCase(),
      bookingFor: { name: 'Nil Serra', isMinor: true },
    });

    expect(second.status).toBe(201);
    const families = await db.family.findMany({ where: { teacherId: teacher.id }, include: { members: true } });
    expect(families).toHaveLength(1);
    expect(families[0]!.members.map((member) => member.name).sort()).toEqual(['Nil Serra', 'Pau Serra']);
    expect(processor().state.customers.size).toBeGreaterThan(0);
    const customers = [...processor().state.customers.values()].filter((c) => c.account === teacher.pspAccountId);
    expect(customers).toHaveLength(1);
    expect(checkoutsOf(teacher.pspAccountId).map((checkout) => checkout.customer)).toEqual([
      customers[0]!.id,
      customers[0]!.id,
    ]);
  });

  it('a signed-in student pays for a learner in their own family (the payer is the session)', async () => {
    const { teacher, student, cookie, body } = await scene();
    const response = await enroll(teacher.slug, { ...body, bookingFor: { name: 'Mia', isMinor: true } }, { cookie });

    expect(response.status).toBe(201);
    const family = await db.family.findFirstOrThrow({ where: { teacherId: teacher.id }, include: { members: true } });
    expect(family.payerEmail).toBe(student.email.toLowerCase());
    expect(family.members.map((member) => member.name)).toEqual(['Mia']);
    expect((await enrollmentsOf(teacher.id))[0]!.studentId).toBe(family.members[0]!.id);
  });

  it("records the payer's signature for a minor only: an adult learner signs their own; a standing signature is not rewritten", async () => {
    const { teacher, body } = await scene();
    const who = payer();
    expect(
      (await enroll(teacher.slug, { ...body, ...who, bookingFor: { name: 'Pau Serra', isMinor: true } })).status,
    ).toBe(201);
    expect(
      (await enroll(teacher.slug, { ...body, ...who, bookingFor: { name: 'Ona Serra', isMinor: false } })).status,
    ).toBe(201);
    const members = await db.student.findMany({ where: { teacherId: teacher.id, family: { payerEmail: who.email } } });
    const pau = members.find((member) => member.name === 'Pau Serra')!;
    const ona = members.find((member) => member.name === 'Ona Serra')!;
    expect(await db.legalAcceptance.count({ where: { studentId: ona.id } })).toBe(0);

    // Somebody else typing the payer's address and the child's name books again: the signature stands.
    const again = await enroll(teacher.slug, {
      ...body,
      name: 'Not Marta',
      email: who.email,
      bookingFor: { name: 'pau serra', isMinor: true },
    });
    expect(again.status).toBe(201);
    const rows = await db.legalAcceptance.findMany({ where: { studentId: pau.id } });
    expect(rows).toEqual([expect.objectContaining({ signerName: 'Marta Serra', signerEmail: who.email })]);
    expect(rows[0]!.history).toHaveLength(1);
  });

  it('cannot attach a learner of another family (409) or a student with their own account (409): nothing written', async () => {
    const { teacher, student, body } = await scene();
    const first = payer();
    const kidEmail = `kid.${uniqueSuffix()}@example.test`;
    await enroll(teacher.slug, { ...body, ...first, bookingFor: { name: 'Kid', isMinor: true, email: kidEmail } });
    const before = {
      enrollments: (await enrollmentsOf(teacher.id)).length,
      checkouts: checkoutsOf(teacher.pspAccountId).length,
    };

    const intruder = payer();
    const other = await enroll(teacher.slug, {
      ...body,
      ...intruder,
      bookingFor: { name: 'Kid', isMinor: true, email: kidEmail },
    });
    expect(other.status).toBe(409);
    expect(other.json.error).toMatchObject({
      code: 'LEARNER_IN_OTHER_FAMILY',
      details: [{ path: 'bookingFor.email', message: expect.any(String) }],
    });
    const own = await enroll(teacher.slug, {
      ...body,
      ...intruder,
      bookingFor: { name: 'Someone', isMinor: false, email: student.email },
    });
    expect(own.status).toBe(409);
    expect(own.json.error.code).toBe('LEARNER_HAS_OWN_ACCOUNT');

    expect(await db.family.count({ where: { teacherId: teacher.id, payerEmail: intruder.email } })).toBe(0);
    expect((await db.student.findUniqueOrThrow({ where: { id: student.id } })).familyId).toBeNull();
    expect((await enrollmentsOf(teacher.id)).length).toBe(before.enrollments);
    expect(checkoutsOf(teacher.pspAccountId).length).toBe(before.checkouts);
  });

  it('refuses a malformed bookingFor or a missing payer with 400 in the error shape, writing nothing', async () => {
    const { teacher, body } = await scene();
    const who = payer();
    const cases: [unknown, string][] = [
      [{ ...body, ...who, bookingFor: { isMinor: true } }, 'bookingFor.name'],
      [{ ...body, ...who, bookingFor: { name: 'Pau', isMinor: 'yes' } }, 'bookingFor.isMinor'],
      [{ ...body, ...who, bookingFor: { name: 'Pau', isMinor: true, email: 'not-an-address' } }, 'bookingFor.email'],
      [{ ...body, ...who, bookingFor: { name: 'Pau', isMinor: true, studentId: crypto.randomUUID() } }, 'bookingFor'],
      [{ ...body, ...who, bookingFor: { name: 'Pau', isMinor: false, email: who.email } }, 'bookingFor.email'],
      [{ ...body, email: who.email, bookingFor: { name: 'Pau', isMinor: true } }, 'name'],
    ];
    for (const [request, path] of cases) {
      const response = await enroll(teacher.slug, request);
      expect(response.status, JSON.stringify(request)).toBe(400);
      expect(response.json.error).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
      expect(response.json.error.details.map((detail: { path: string }) => detail.path)).toContain(path);
    }
    expect(await db.family.count({ where: { teacherId: teacher.id } })).toBe(0);
    expect(await db.student.count({ where: { teacherId: teacher.id, name: 'Pau' } })).toBe(0);
    expect(await enrollmentsOf(teacher.id)).toEqual([]);
    expect(checkoutsOf(teacher.pspAccountId)).toEqual([]);
  });
});
