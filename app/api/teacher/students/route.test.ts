import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTag, createTeacher } from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { callRoute, teacherCookie } from '@/test/http';
import { GET, POST } from './route';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', ''));
afterEach(() => vi.unstubAllEnvs());

const path = '/api/teacher/students';
const create = (body: unknown, cookie?: string) => callRoute(POST, { method: 'POST', path, body, cookie });
const list = (search: string, cookie?: string) => callRoute(GET, { path: `${path}${search}`, cookie });

describe('POST /api/teacher/students', () => {
  it('creates a student (201) and sends the welcome e-mail', async () => {
    const teacher = await createTeacher();
    const tag = await createTag({ teacherId: teacher.id });
    const response = await create(
      { name: 'Ana', email: 'Ana.Route@Example.test', timezone: 'Asia/Tokyo', tagIds: [tag.id], goals: 'DELE B2' },
      await teacherCookie(teacher.id),
    );
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      name: 'Ana',
      email: 'ana.route@example.test',
      status: 'active',
      timezone: 'Asia/Tokyo',
      tagIds: [tag.id],
      welcomeEmail: 'sent',
    });
    expect(await db.emailOutbox.count({ where: { to: 'ana.route@example.test' } })).toBe(1);
  });

  it('answers validation errors in the documented shape, creating nothing', async () => {
    const teacher = await createTeacher();
    const response = await create(
      {
        name: 'Ana',
        email: 'not-an-email',
        timezone: 'Mars/Base',
        level: 'D1',
        goals: 'g'.repeat(1001),
        notes: 'n'.repeat(1001),
        teacherId: teacher.id,
      },
      await teacherCookie(teacher.id),
    );
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: expect.any(String),
        details: expect.arrayContaining([
          { path: '(root)', message: 'Unknown field(s): teacherId' },
          { path: 'email', message: 'Enter a valid e-mail address' },
          { path: 'timezone', message: 'Invalid IANA timezone' },
          { path: 'level', message: expect.any(String) },
          { path: 'goals', message: expect.stringContaining('1000') },
          { path: 'notes', message: expect.stringContaining('1000') },
        ]),
      },
    });
    expect(await db.student.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it('accepts goals and notes of exactly 1000 characters', async () => {
    const teacher = await createTeacher();
    const response = await create(
      {
        name: 'Max',
        email: `max.${teacher.id}@example.test`,
        goals: 'g'.repeat(1000),
        notes: 'n'.repeat(1000),
        sendWelcomeEmail: false,
      },
      await teacherCookie(teacher.id),
    );
    expect(response.status).toBe(201);
    expect(response.json.notes).toHaveLength(1000);
  });

  it('answers 409 for an e-mail already on the roster, and 401 without a session', async () => {
    const teacher = await createTeacher();
    const existing = await createStudent({ teacherId: teacher.id });
    const response = await create({ name: 'Again', email: existing.email }, await teacherCookie(teacher.id));
    expect(response.status).toBe(409);
    expect(response.json.error.code).toBe('CONFLICT');
    expect((await create({ name: 'X', email: 'x@example.test' })).status).toBe(401);
  });
});

describe('GET /api/teacher/students', () => {
  it('answers the list envelope, with each filter and their combination from the query string', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const tag = await createTag({ teacherId: teacher.id });
    await createStudent({
      teacherId: teacher.id,
      name: 'Lia Tagged',
      status: 'trial',
      createdAt: new Date('2031-01-01'),
      tags: { create: [{ tagId: tag.id }] },
    });
    await createStudent({
      teacherId: teacher.id,
      name: 'Lia Plain',
      status: 'active',
      createdAt: new Date('2031-01-02'),
    });
    await createStudent({
      teacherId: teacher.id,
      name: 'Max Tagged',
      status: 'active',
      createdAt: new Date('2031-01-03'),
      tags: { create: [{ tagId: tag.id }] },
    });
    const names = async (search: string) =>
      ((await list(search, cookie)).json.data as { name: string }[]).map((row) => row.name);

    const all = await list('', cookie);
    expect(all.status).toBe(200);
    expect(all.json).toMatchObject({ page: 1, limit: 20, total: 3 });
    expect(all.json.data[0]).toEqual(
      expect.objectContaining({
        credits: { available: 0, total: 0 },
        counts: expect.any(Object),
        suggestedAction: null,
      }),
    );
    expect(await names(`?tagId=${tag.id}`)).toEqual(['Lia Tagged', 'Max Tagged']);
    expect(await names('?status=active')).toEqual(['Lia Plain', 'Max Tagged']);
    expect(await names('?search=LIA')).toEqual(['Lia Plain', 'Lia Tagged']);
    expect(await names(`?search=lia&status=trial&tagId=${tag.id}`)).toEqual(['Lia Tagged']);
    expect(await names('?status=active&status=trial&sort=createdAt&direction=desc')).toEqual([
      'Max Tagged',
      'Lia Plain',
      'Lia Tagged',
    ]);
  });

  it('refuses a bad query with 400 and the details', async () => {
    const teacher = await createTeacher();
    const response = await list('?limit=101&status=gone&tagId=x&extra=1', await teacherCookie(teacher.id));
    expect(response.status).toBe(400);
    expect(response.json.error.details.map((detail: { path: string }) => detail.path).sort()).toEqual(
      ['(root)', 'limit', 'status.0', 'tagId'].sort(),
    );
  });
  it('answers a search in the same few statements for a roster of 3 or 120 (issue 38)', async () => {
    const statementsFor = async (size: number) => {
      const teacher = await createTeacher();
      await db.student.createMany({
        data: Array.from({ length: size }, (_, index) => ({
          teacherId: teacher.id,
          name: index % 2 ? `Garcia ${index}` : `Other ${index}`,
          email: `g${index}.${teacher.id}@example.test`,
        })),
      });
      const cookie = await teacherCookie(teacher.id);
      const { result, count } = await countQueries(() => list('?search=garc&limit=25', cookie));
      expect(result.status).toBe(200);
      return { count, rows: result.json.data.length };
    };
    const small = await statementsFor(3);
    const large = await statementsFor(120);
    expect([small.rows, large.rows]).toEqual([1, 25]);
    expect(large.count).toBe(small.count);
    // The session, the rate limit, then the page's ids with its capped count, rows, tags, families and activity.
    expect(large.count).toBeLessThanOrEqual(8);
  });
});
