import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createDiscountCode, createEnrollment, createService, createStudent, createTeacher } from '@/test/factories';
import { recordDiscountUse } from './record-discount-use';

/** A teacher, a code with the given limits, and `count` students each with a pending enrollment. */
async function scene(count: number, limits: { maxUses?: number | null; maxUsesPerStudent?: number | null }) {
  const teacher = await createTeacher();
  const service = await createService({ teacherId: teacher.id });
  const code = await createDiscountCode({ teacherId: teacher.id, ...limits });
  const buyers = await Promise.all(
    Array.from({ length: count }, async () => {
      const student = await createStudent({ teacherId: teacher.id });
      const enrollment = await createEnrollment({
        teacherId: teacher.id,
        serviceId: service.id,
        studentId: student.id,
        status: 'pending_payment',
        discountCodeId: code.id,
      });
      return { studentId: student.id, enrollmentId: enrollment.id };
    }),
  );
  return { teacher, service, code, buyers };
}

const use = (teacherId: string, discountCodeId: string, buyer: { studentId: string; enrollmentId: string }) => ({
  teacherId,
  discountCodeId,
  ...buyer,
  amount: 500,
  currency: 'EUR',
});

/**
 * Each confirmation in its own transaction, as the webhook handler runs them. On PostgreSQL they
 * really overlap (a read-then-write version of recordDiscountUse fails these tests there); PGlite
 * runs one transaction at a time, so there the tests pin the outcome rather than the race.
 */
const confirm = (entry: ReturnType<typeof use>) => db.$transaction((tx) => recordDiscountUse(tx, entry));

describe('recordDiscountUse', () => {
  it('records a use and moves the counter by one', async () => {
    const { teacher, code, buyers } = await scene(1, { maxUses: 3 });
    expect(await confirm(use(teacher.id, code.id, buyers[0]!))).toEqual({ recorded: true });
    expect((await db.discountCode.findUniqueOrThrow({ where: { id: code.id } })).usesCount).toBe(1);
    expect(await db.discountCodeUse.findMany({ where: { discountCodeId: code.id } })).toMatchObject([
      { ...buyers[0], amount: 500, currency: 'EUR', teacherId: teacher.id },
    ]);
  });

  it('never pushes usesCount past maxUses: 12 concurrent confirmations for 5 uses record exactly 5', async () => {
    const { teacher, code, buyers } = await scene(12, { maxUses: 5 });
    const results = await Promise.all(buyers.map((buyer) => confirm(use(teacher.id, code.id, buyer))));

    expect(results.filter((result) => result.recorded)).toHaveLength(5);
    expect(results.filter((result) => !result.recorded)).toEqual(
      Array.from({ length: 7 }, () => ({ recorded: false, reason: 'exhausted' })),
    );
    expect((await db.discountCode.findUniqueOrThrow({ where: { id: code.id } })).usesCount).toBe(5);
    expect(await db.discountCodeUse.count({ where: { discountCodeId: code.id } })).toBe(5);
  });

  it('has no ceiling without maxUses', async () => {
    const { teacher, code, buyers } = await scene(6, { maxUses: null });
    const results = await Promise.all(buyers.map((buyer) => confirm(use(teacher.id, code.id, buyer))));
    expect(results.every((result) => result.recorded)).toBe(true);
    expect((await db.discountCode.findUniqueOrThrow({ where: { id: code.id } })).usesCount).toBe(6);
  });

  it('refuses a second use by the same student past maxUsesPerStudent, even concurrently, and gives the count back', async () => {
    const { teacher, service, code, buyers } = await scene(1, { maxUses: 10, maxUsesPerStudent: 1 });
    const studentId = buyers[0]!.studentId;
    const second = await createEnrollment({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId,
      status: 'pending_payment',
    });
    const results = await Promise.all([
      confirm(use(teacher.id, code.id, buyers[0]!)),
      confirm(use(teacher.id, code.id, { studentId, enrollmentId: second.id })),
    ]);
    expect(results.filter((result) => result.recorded)).toHaveLength(1);
    expect(results).toContainEqual({ recorded: false, reason: 'student_limit' });
    expect((await db.discountCode.findUniqueOrThrow({ where: { id: code.id } })).usesCount).toBe(1);
  });

  it('records one use per enrollment: a redelivery is "already recorded" and counts nothing', async () => {
    const { teacher, code, buyers } = await scene(1, { maxUses: 10 });
    const entry = use(teacher.id, code.id, buyers[0]!);
    expect(await confirm(entry)).toEqual({ recorded: true });
    expect(await confirm(entry)).toEqual({ recorded: false, reason: 'already_recorded' });
    expect((await db.discountCode.findUniqueOrThrow({ where: { id: code.id } })).usesCount).toBe(1);
  });

  it("does not touch another teacher's code", async () => {
    const { code, buyers } = await scene(1, { maxUses: 10 });
    const other = await createTeacher();
    expect(await confirm(use(other.id, code.id, buyers[0]!))).toEqual({ recorded: false, reason: 'not_found' });
    expect((await db.discountCode.findUniqueOrThrow({ where: { id: code.id } })).usesCount).toBe(0);
  });
});
