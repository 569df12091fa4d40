import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createEnrollment, createPayment, createService, createStudent, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET, POST } from './route';

const path = '/api/teacher/services';
const create = (body: unknown, cookie?: string) => callRoute(POST, { method: 'POST', path, body, cookie });
const list = (search: string, cookie?: string) => callRoute(GET, { path: `${path}${search}`, cookie });

describe('POST /api/teacher/services', () => {
  it('creates a draft (201)', async () => {
    const teacher = await createTeacher({ defaultCurrency: 'CHF' });
    const response = await create(
      { name: 'Harmony 101', slug: 'harmony-101', priceAmount: 5000 },
      await teacherCookie(teacher.id),
    );
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      name: 'Harmony 101',
      slug: 'harmony-101',
      status: 'draft',
      currency: 'CHF',
      tagIds: [],
    });
  });

  it('creates a group service from a spec-shaped body (no capacity in the spec): no limit on places', async () => {
    const teacher = await createTeacher();
    // The body an integrator writes from SPEC.md "Service": the spec names no capacity.
    const response = await create(
      {
        name: 'Conversation club',
        slug: 'conversation-club',
        deliveryMode: 'live',
        groupType: 'group',
        structure: 'package',
        sessionsIncluded: 8,
        priceAmount: 12000,
        currency: 'EUR',
      },
      await teacherCookie(teacher.id),
    );
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ groupType: 'group', capacity: null });
  });

  it('answers validation errors in the documented shape: unknown field, bad slug, negative price', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const response = await create(
      { name: 'X', slug: 'Bad Slug', priceAmount: -100, status: 'active', teacherId: teacher.id },
      cookie,
    );
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: expect.any(String),
        details: expect.arrayContaining([
          { path: '(root)', message: 'Unknown field(s): status, teacherId' },
          { path: 'slug', message: 'Use lowercase letters, digits and hyphens' },
          { path: 'priceAmount', message: 'The price cannot be negative' },
        ]),
      },
    });
    expect(await db.service.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it('refuses a slug in use with 409 CONFLICT', async () => {
    const teacher = await createTeacher();
    await createService({ teacherId: teacher.id, slug: 'taken-slug' });
    const response = await create({ name: 'Again', slug: 'taken-slug' }, await teacherCookie(teacher.id));
    expect(response.status).toBe(409);
    expect(response.json.error.code).toBe('CONFLICT');
  });

  it('needs a teacher session', async () => {
    expect((await create({ name: 'X' })).status).toBe(401);
  });
});

describe('GET /api/teacher/services', () => {
  it('answers the list envelope with stats and the range applied', async () => {
    const teacher = await createTeacher({ timezone: 'UTC' });
    const student = await createStudent({ teacherId: teacher.id });
    const service = await createService({ teacherId: teacher.id, status: 'active' });
    await createService({ teacherId: teacher.id, status: 'draft' });
    const enrollment = await createEnrollment({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      pricePaid: 1234,
      currency: service.currency,
    });
    await createPayment({
      teacherId: teacher.id,
      enrollmentId: enrollment.id,
      amount: 1234,
      currency: service.currency,
    });
    const response = await list('?status=active&from=2031-01-01&to=2031-02-01', await teacherCookie(teacher.id));
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      data: [
        expect.objectContaining({ id: service.id, stats: expect.objectContaining({ sold: 1, activeEnrollments: 1 }) }),
      ],
      page: 1,
      limit: 20,
      total: 1,
      range: {
        from: '2031-01-01',
        to: '2031-02-01',
        timezone: 'UTC',
        fromUtc: '2031-01-01T00:00:00.000Z',
        toUtc: '2031-02-01T00:00:00.000Z',
      },
    });
    expect(response.json.data[0].stats.lifetimeRevenue).toEqual([{ currency: service.currency, amount: 1234 }]);
  });

  it('refuses an unknown status, a bad date, an inverted range and a limit over 100', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    for (const search of [
      '?status=deleted',
      '?from=2031-13-01',
      '?from=2031-02-01&to=2031-01-01',
      '?limit=101',
      '?color=red',
    ]) {
      const response = await list(search, cookie);
      expect(response.status, search).toBe(400);
      expect(response.json.error.code).toBe('VALIDATION_ERROR');
    }
  });
});
