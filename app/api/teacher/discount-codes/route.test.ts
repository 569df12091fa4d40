import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createDiscountCode, createEnrollment, createService, createStudent, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { DELETE, GET as getOne, PATCH } from './[id]/route';
import { GET as getStats } from './[id]/stats/route';
import { GET, POST } from './route';

async function signedInTeacher() {
  const teacher = await createTeacher();
  return { teacher, cookie: await teacherCookie(teacher.id) };
}

const create = (cookie: string, body: unknown) =>
  callRoute(POST, { method: 'POST', path: '/api/teacher/discount-codes', cookie, body });
const one = (handler: typeof getOne, cookie: string, id: string, options: { method?: string; body?: unknown } = {}) =>
  callRoute(handler, { path: `/api/teacher/discount-codes/${id}`, params: { id }, cookie, ...options });

describe('POST /api/teacher/discount-codes', () => {
  it('creates a code stored upper-case, active, with no uses; audited', async () => {
    const { teacher, cookie } = await signedInTeacher();
    const service = await createService({ teacherId: teacher.id });
    const response = await create(cookie, {
      code: '  summer-25 ',
      type: 'percentage',
      value: 25,
      applicableServiceIds: [service.id],
      validFrom: '2026-06-01T00:00:00Z',
      validUntil: '2026-08-31T23:59:59Z',
      maxUses: 100,
      maxUsesPerStudent: 1,
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      code: 'SUMMER-25',
      type: 'percentage',
      value: 25,
      currency: null,
      applicableServiceIds: [service.id],
      validFrom: '2026-06-01T00:00:00.000Z',
      validUntil: '2026-08-31T23:59:59.000Z',
      maxUses: 100,
      usesCount: 0,
      maxUsesPerStudent: 1,
      isActive: true,
    });
    await flushAudits();
    expect(await db.auditLog.count({ where: { entityId: response.json.id, action: 'discount_code.create' } })).toBe(1);
  });

  it('refuses the same code twice for one teacher (409, whatever the case), not for two teachers', async () => {
    const { cookie } = await signedInTeacher();
    expect((await create(cookie, { code: 'WELCOME', type: 'percentage', value: 10 })).status).toBe(201);
    const again = await create(cookie, { code: 'welcome', type: 'percentage', value: 20 });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('CONFLICT');
    const other = await signedInTeacher();
    expect((await create(other.cookie, { code: 'WELCOME', type: 'percentage', value: 10 })).status).toBe(201);
  });

  it.each([
    ['a code too short', { code: 'AB', type: 'percentage', value: 10 }, 'code'],
    ['a code with spaces', { code: 'NO SPACES', type: 'percentage', value: 10 }, 'code'],
    ['a code too long', { code: 'X'.repeat(33), type: 'percentage', value: 10 }, 'code'],
    ['a percentage above 100', { code: 'BIG', type: 'percentage', value: 101 }, 'value'],
    ['a negative value', { code: 'NEG', type: 'fixed_amount', value: -1, currency: 'EUR' }, 'value'],
    ['a fractional value', { code: 'FRAC', type: 'percentage', value: 12.5 }, 'value'],
    ['a fixed amount without currency', { code: 'FIXED', type: 'fixed_amount', value: 500 }, 'currency'],
    ['an unknown type', { code: 'TYPE', type: 'free_lunch', value: 5 }, 'type'],
    ['maxUses 0', { code: 'ZERO', type: 'percentage', value: 5, maxUses: 0 }, 'maxUses'],
    ['maxUsesPerStudent 0', { code: 'ZERO', type: 'percentage', value: 5, maxUsesPerStudent: 0 }, 'maxUsesPerStudent'],
    [
      'an end before the start',
      {
        code: 'DATES',
        type: 'percentage',
        value: 5,
        validFrom: '2026-06-02T00:00:00Z',
        validUntil: '2026-06-01T00:00:00Z',
      },
      'validUntil',
    ],
    ['a field nobody may set', { code: 'SNEAKY', type: 'percentage', value: 5, usesCount: 3 }, '(root)'],
    ['a teacherId', { code: 'SNEAKY', type: 'percentage', value: 5, teacherId: crypto.randomUUID() }, '(root)'],
  ])('refuses %s with 400 VALIDATION_ERROR on the field', async (_case, body, path) => {
    const { cookie } = await signedInTeacher();
    const response = await create(cookie, body);
    expect(response.status).toBe(400);
    expect(response.json.error).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    expect(response.json.error.details).toContainEqual({ path, message: expect.any(String) });
  });

  it("refuses another teacher's (or a deleted) service in applicableServiceIds: 400 on the field", async () => {
    const { teacher, cookie } = await signedInTeacher();
    const other = await createTeacher();
    const foreign = await createService({ teacherId: other.id });
    const deleted = await createService({ teacherId: teacher.id, deletedAt: new Date() });
    for (const id of [foreign.id, deleted.id]) {
      const response = await create(cookie, { code: 'ONLY', type: 'percentage', value: 5, applicableServiceIds: [id] });
      expect(response.status).toBe(400);
      expect(response.json.error.details).toEqual([
        { path: 'applicableServiceIds', message: expect.stringContaining(id) },
      ]);
    }
    expect(await db.discountCode.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it('drops the currency of a percentage (a form may keep hidden values)', async () => {
    const { cookie } = await signedInTeacher();
    const response = await create(cookie, { code: 'PCT', type: 'percentage', value: 5, currency: 'EUR' });
    expect(response.json.currency).toBeNull();
  });

  it('needs a teacher session', async () => {
    const response = await callRoute(POST, { method: 'POST', body: { code: 'ANON', type: 'percentage', value: 5 } });
    expect(response.status).toBe(401);
  });
});

describe('GET /api/teacher/discount-codes', () => {
  it('lists only the live codes of the teacher, newest first, paginated, with their uses', async () => {
    const { teacher, cookie } = await signedInTeacher();
    const other = await createTeacher();
    await createDiscountCode({ teacherId: other.id });
    await createDiscountCode({ teacherId: teacher.id, code: 'GONE', deletedAt: new Date() });
    const older = await createDiscountCode({
      teacherId: teacher.id,
      code: 'OLDER',
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await createDiscountCode({ teacherId: teacher.id, code: 'NEWER', usesCount: 3 });

    const response = await callRoute(GET, { path: '/api/teacher/discount-codes?limit=1', cookie });
    expect(response.json).toMatchObject({ page: 1, limit: 1, total: 2, data: [{ id: newer.id, usesCount: 3 }] });
    const second = await callRoute(GET, { path: '/api/teacher/discount-codes?limit=1&page=2', cookie });
    expect(second.json.data.map((row: { id: string }) => row.id)).toEqual([older.id]);
    const search = await callRoute(GET, { path: '/api/teacher/discount-codes?search=old', cookie });
    expect(search.json.data.map((row: { code: string }) => row.code)).toEqual(['OLDER']);
  });
});

describe('GET, PATCH, DELETE /api/teacher/discount-codes/:id', () => {
  it("answers 404 for another teacher's code, on every method", async () => {
    const { cookie } = await signedInTeacher();
    const other = await createTeacher();
    const foreign = await createDiscountCode({ teacherId: other.id });
    expect((await one(getOne, cookie, foreign.id)).status).toBe(404);
    expect((await one(PATCH, cookie, foreign.id, { method: 'PATCH', body: { value: 50 } })).status).toBe(404);
    expect((await one(DELETE, cookie, foreign.id, { method: 'DELETE' })).status).toBe(404);
    expect((await one(getStats, cookie, foreign.id)).status).toBe(404);
    expect(await db.discountCode.findUniqueOrThrow({ where: { id: foreign.id } })).toMatchObject({
      value: foreign.value,
      deletedAt: null,
    });
  });

  it('changes fields, checks the record as it will be, and audits the change', async () => {
    const { teacher, cookie } = await signedInTeacher();
    const code = await createDiscountCode({ teacherId: teacher.id, type: 'percentage', value: 10 });

    const toFixed = await one(PATCH, cookie, code.id, { method: 'PATCH', body: { type: 'fixed_amount', value: 700 } });
    expect(toFixed.status).toBe(400);
    expect(toFixed.json.error.details).toEqual([{ path: 'currency', message: expect.any(String) }]);

    const updated = await one(PATCH, cookie, code.id, {
      method: 'PATCH',
      body: { type: 'fixed_amount', value: 700, currency: 'EUR', isActive: false },
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ type: 'fixed_amount', value: 700, currency: 'EUR', isActive: false });

    const back = await one(PATCH, cookie, code.id, { method: 'PATCH', body: { type: 'percentage', value: 150 } });
    expect(back.json.error.details).toEqual([{ path: 'value', message: 'A percentage is at most 100' }]);
    const unknownField = await one(PATCH, cookie, code.id, { method: 'PATCH', body: { usesCount: 0 } });
    expect(unknownField.status).toBe(400);

    await flushAudits();
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityId: code.id, action: 'discount_code.update' } });
    expect(audit.changes).toMatchObject({
      type: { old: 'percentage', new: 'fixed_amount' },
      value: { old: 10, new: 700 },
    });
  });

  it('refuses a maxUses below the uses already recorded', async () => {
    const { teacher, cookie } = await signedInTeacher();
    const code = await createDiscountCode({ teacherId: teacher.id, maxUses: 10, usesCount: 4 });
    const lower = await one(PATCH, cookie, code.id, { method: 'PATCH', body: { maxUses: 3 } });
    expect(lower.status).toBe(400);
    expect(lower.json.error.details).toEqual([{ path: 'maxUses', message: expect.stringContaining('4') }]);
    expect((await one(PATCH, cookie, code.id, { method: 'PATCH', body: { maxUses: 4 } })).json.maxUses).toBe(4);
  });

  it('refuses renaming onto another code of the teacher (409)', async () => {
    const { teacher, cookie } = await signedInTeacher();
    await createDiscountCode({ teacherId: teacher.id, code: 'TAKEN' });
    const code = await createDiscountCode({ teacherId: teacher.id });
    const response = await one(PATCH, cookie, code.id, { method: 'PATCH', body: { code: 'taken' } });
    expect(response.status).toBe(409);
  });

  it('soft-deletes: 204, then 404; the uses stay, the code name is free again; audited', async () => {
    const { teacher, cookie } = await signedInTeacher();
    const code = await createDiscountCode({ teacherId: teacher.id, code: 'BYEBYE' });
    expect((await one(DELETE, cookie, code.id, { method: 'DELETE' })).status).toBe(204);
    expect((await one(getOne, cookie, code.id)).status).toBe(404);
    expect((await one(DELETE, cookie, code.id, { method: 'DELETE' })).status).toBe(404);
    const row = await db.discountCode.findUniqueOrThrow({ where: { id: code.id } });
    expect(row.deletedAt).not.toBeNull();
    expect((await create(cookie, { code: 'BYEBYE', type: 'percentage', value: 5 })).status).toBe(201);
    await flushAudits();
    expect(await db.auditLog.count({ where: { entityId: code.id, action: 'discount_code.delete' } })).toBe(1);
  });
});

describe('GET /api/teacher/discount-codes/:id/stats', () => {
  it('counts uses, distinct students, discount and revenue per currency, and the last use', async () => {
    const { teacher, cookie } = await signedInTeacher();
    const service = await createService({ teacherId: teacher.id });
    const code = await createDiscountCode({ teacherId: teacher.id, usesCount: 3 });
    const [ana, ben] = await Promise.all([
      createStudent({ teacherId: teacher.id }),
      createStudent({ teacherId: teacher.id }),
    ]);
    const uses = [
      { student: ana, pricePaid: 9000, amount: 1000, currency: 'EUR', at: new Date('2026-03-01T10:00:00Z') },
      { student: ana, pricePaid: 4500, amount: 500, currency: 'EUR', at: new Date('2026-03-05T10:00:00Z') },
      { student: ben, pricePaid: 8000, amount: 2000, currency: 'USD', at: new Date('2026-03-03T10:00:00Z') },
    ];
    for (const use of uses) {
      const enrollment = await createEnrollment({
        teacherId: teacher.id,
        serviceId: service.id,
        studentId: use.student.id,
        pricePaid: use.pricePaid,
        currency: use.currency,
        discountCodeId: code.id,
        discountAmount: use.amount,
      });
      await db.discountCodeUse.create({
        data: {
          teacherId: teacher.id,
          discountCodeId: code.id,
          studentId: use.student.id,
          enrollmentId: enrollment.id,
          amount: use.amount,
          currency: use.currency,
          createdAt: use.at,
        },
      });
    }
    // An enrollment still waiting for payment carries the code but has no use yet: not counted.
    await createEnrollment({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: ben.id,
      status: 'pending_payment',
      pricePaid: 0,
      discountCodeId: code.id,
    });

    const response = await one(getStats, cookie, code.id);
    expect(response.json).toEqual({
      id: code.id,
      code: code.code,
      usesCount: 3,
      distinctStudents: 2,
      totalDiscount: [
        { currency: 'EUR', amount: 1500 },
        { currency: 'USD', amount: 2000 },
      ],
      revenue: [
        { currency: 'EUR', amount: 13_500 },
        { currency: 'USD', amount: 8000 },
      ],
      lastUsedAt: '2026-03-05T10:00:00.000Z',
    });
  });

  it('answers zeros for a code never used', async () => {
    const { teacher, cookie } = await signedInTeacher();
    const code = await createDiscountCode({ teacherId: teacher.id });
    expect((await one(getStats, cookie, code.id)).json).toMatchObject({
      usesCount: 0,
      distinctStudents: 0,
      totalDiscount: [],
      revenue: [],
      lastUsedAt: null,
    });
  });
});
