import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { AppError } from '@/lib/core/errors';
import { transaction } from '@/lib/outbox/transaction';
import { createStudent, createTeacher, uniqueSuffix } from '@/test/factories';
import { isPlaceholderMemberEmail } from './booking-for-schemas';
import { ensureFamilyMember, familyName, type EnsureFamilyMember } from './ensure-family-member';

const ensure = (input: EnsureFamilyMember) => transaction((tx) => ensureFamilyMember(tx, input));

const payer = () => ({ name: 'Ana María García', email: `Ana.${uniqueSuffix()}@Example.test` });

const args = (teacherId: string, overrides: Partial<EnsureFamilyMember> = {}): EnsureFamilyMember => ({
  teacherId,
  payer: payer(),
  learner: { name: 'Lucía García', isMinor: true },
  timezone: 'Europe/Madrid',
  locale: 'es',
  source: 'trial_request',
  ...overrides,
});

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe('ensureFamilyMember', () => {
  it("creates the payer's family (e-mail lower-cased) and a minor learner without an e-mail in it", async () => {
    const teacher = await createTeacher();
    const input = args(teacher.id);
    const member = await ensure(input);

    expect(member).toMatchObject({
      familyCreated: true,
      memberCreated: true,
      payerEmail: input.payer.email.toLowerCase(),
    });
    const family = await db.family.findUniqueOrThrow({ where: { id: member.familyId } });
    expect(family).toMatchObject({
      teacherId: teacher.id,
      name: 'García family',
      payerName: 'Ana María García',
      payerEmail: input.payer.email.toLowerCase(),
      payerLocale: 'es',
      pspCustomerId: null,
    });
    const student = await db.student.findUniqueOrThrow({ where: { id: member.studentId } });
    expect(student).toMatchObject({
      teacherId: teacher.id,
      name: 'Lucía García',
      familyId: family.id,
      isMinor: true,
      status: 'trial',
      timezone: 'Europe/Madrid',
      locale: 'es',
    });
    expect(student.email).toMatch(/^member-[0-9a-f-]{36}@family\.invalid$/);
    expect(isPlaceholderMemberEmail(student.email)).toBe(true);
  });

  it("adds a second learner to the payer's existing family, and finds a learner again by name", async () => {
    const teacher = await createTeacher();
    const first = await ensure(args(teacher.id));
    const sameFamily = args(teacher.id, { payer: { name: 'Ana García', email: first.payerEmail.toUpperCase() } });
    const second = await ensure({ ...sameFamily, learner: { name: 'Pablo García', isMinor: true } });
    const again = await ensure({ ...sameFamily, learner: { name: 'lucía garcía', isMinor: true } });

    expect(second).toMatchObject({ familyId: first.familyId, familyCreated: false, memberCreated: true });
    expect(second.studentId).not.toBe(first.studentId);
    expect(again).toMatchObject({ familyId: first.familyId, studentId: first.studentId, memberCreated: false });
    expect(await db.family.count({ where: { teacherId: teacher.id } })).toBe(1);
    expect(await db.student.count({ where: { familyId: first.familyId } })).toBe(2);
  });

  it('keeps an adult learner’s own address, and finds them by it next time', async () => {
    const teacher = await createTeacher();
    const email = `tom.${uniqueSuffix()}@example.test`;
    const input = args(teacher.id, { learner: { name: 'Tom García', isMinor: false, email } });
    const first = await ensure(input);
    const again = await ensure({ ...input, learner: { name: 'Tomás', isMinor: false, email: email.toUpperCase() } });

    expect(first.studentEmail).toBe(email);
    expect(again).toMatchObject({ studentId: first.studentId, memberCreated: false });
    expect(await db.student.findUniqueOrThrow({ where: { id: first.studentId } })).toMatchObject({
      isMinor: false,
      name: 'Tom García',
    });
  });

  it('refuses a learner of this teacher in another family (409) or with their own account (409), writing nothing', async () => {
    const teacher = await createTeacher();
    const other = await ensure(
      args(teacher.id, { learner: { name: 'Kid', isMinor: true, email: `kid.${uniqueSuffix()}@example.test` } }),
    );
    const otherKid = await db.student.findUniqueOrThrow({ where: { id: other.studentId } });
    const own = await createStudent({ teacherId: teacher.id });

    const input = args(teacher.id);
    const inOther = await refusal(ensure({ ...input, learner: { name: 'Kid', isMinor: true, email: otherKid.email } }));
    expect([inOther.status, inOther.code]).toEqual([409, 'LEARNER_IN_OTHER_FAMILY']);
    const hasOwn = await refusal(ensure({ ...input, learner: { name: 'Own', isMinor: false, email: own.email } }));
    expect([hasOwn.status, hasOwn.code]).toEqual([409, 'LEARNER_HAS_OWN_ACCOUNT']);

    expect(
      await db.family.count({ where: { teacherId: teacher.id, payerEmail: input.payer.email.toLowerCase() } }),
    ).toBe(0);
    expect((await db.student.findUniqueOrThrow({ where: { id: own.id } })).familyId).toBeNull();
    expect((await db.student.findUniqueOrThrow({ where: { id: otherKid.id } })).familyId).toBe(other.familyId);
  });

  it("never finds another teacher's student or family: the same addresses make new rows here", async () => {
    const elsewhere = await createTeacher();
    const input = args(elsewhere.id, {
      learner: { name: 'Lea', isMinor: false, email: `lea.${uniqueSuffix()}@example.test` },
    });
    const theirs = await ensure(input);
    const teacher = await createTeacher();
    const ours = await ensure({ ...input, teacherId: teacher.id });

    expect(ours).toMatchObject({ familyCreated: true, memberCreated: true });
    expect(ours.familyId).not.toBe(theirs.familyId);
    expect(ours.studentId).not.toBe(theirs.studentId);
    expect((await db.student.findUniqueOrThrow({ where: { id: ours.studentId } })).teacherId).toBe(teacher.id);
  });

  it("refuses the payer's own address as the learner's (400 on bookingFor.email)", async () => {
    const teacher = await createTeacher();
    const input = args(teacher.id);
    const error = await refusal(
      ensure({ ...input, learner: { name: 'Me', isMinor: false, email: input.payer.email.toLowerCase() } }),
    );
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details).toEqual([{ path: 'bookingFor.email', message: expect.any(String) }]);
    expect(await db.family.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it('names the family after the last word of the payer’s name', () => {
    expect(familyName('  Ana María  García ')).toBe('García family');
    expect(familyName('Cher')).toBe('Cher family');
  });
});
