import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashMagicLinkToken } from '@/lib/auth/magic-link/magic-link-token';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { startFakeResend, type FakeResend } from '@/test/fakes/resend';
import { callRoute } from '@/test/http';
import { latestMagicLinkToken, latestMagicLinkUrl, uniqueIp } from '@/test/magic-link';
import { POST } from './route';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', '')); // the development outbox, whatever the shell says
afterEach(() => vi.unstubAllEnvs());

const requestLink = (body: unknown, ip = uniqueIp()) =>
  callRoute(POST, { method: 'POST', path: '/api/auth/magic-link', body, ip });

async function teacherWithStudent(email?: string) {
  const teacher = await createTeacher();
  const student = await createStudent({ teacherId: teacher.id, ...(email ? { email } : {}) });
  return { teacher, student };
}

describe('POST /api/auth/magic-link', () => {
  it('e-mails a link to the landing page for a student of that teacher', async () => {
    const { teacher, student } = await teacherWithStudent();
    const response = await requestLink({ email: student.email, teacherSlug: teacher.slug });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ sent: true });

    const url = await latestMagicLinkUrl(student.email);
    expect(url.pathname).toBe('/auth/magic-link');
    expect(url.searchParams.get('teacher')).toBe(teacher.slug);
    expect(url.hash).toMatch(/^#token=[A-Za-z0-9_-]{43}$/);
    const message = await db.emailOutbox.findFirstOrThrow({ where: { to: student.email } });
    expect(message).toMatchObject({ teacherId: teacher.id, status: 'sent' });
    expect(message.subject).toContain(teacher.name);
  });

  it('stores only the SHA-256 of the token, valid 15 minutes, bound to the student and teacher', async () => {
    const { teacher, student } = await teacherWithStudent();
    const before = Date.now();
    await requestLink({ email: student.email, teacherSlug: teacher.slug });
    const token = await latestMagicLinkToken(student.email);

    const rows = await db.magicLinkToken.findMany({ where: { studentId: student.id } });
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ tokenHash: hashMagicLinkToken(token), teacherId: teacher.id, usedAt: null });
    expect(JSON.stringify(rows)).not.toContain(token);
    const lifetime = row!.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThan(15 * 60_000 - 5_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000 + 5_000);
  });

  it('answers exactly the same for a known student, an unknown address and an unknown teacher', async () => {
    const { teacher, student } = await teacherWithStudent();
    const unknownAddress = `nobody.${crypto.randomUUID()}@example.test`;
    const answers = await Promise.all([
      requestLink({ email: student.email, teacherSlug: teacher.slug }),
      requestLink({ email: unknownAddress, teacherSlug: teacher.slug }),
      requestLink({ email: student.email, teacherSlug: `no-such-teacher-${teacher.slug}` }),
    ]);
    const visible = answers.map(({ status, text, headers }) => ({
      status,
      text,
      headers: [...headers].filter(([name]) => name !== 'x-request-id'),
    }));
    expect(visible[1]).toEqual(visible[0]);
    expect(visible[2]).toEqual(visible[0]);
    expect(await db.emailOutbox.count({ where: { to: unknownAddress } })).toBe(0);
    expect(await db.magicLinkToken.count({ where: { studentId: student.id } })).toBe(1);
  });

  it('normalises the address: spaces and capitals still find the student', async () => {
    const { teacher, student } = await teacherWithStudent();
    await requestLink({ email: `  ${student.email.toUpperCase()} `, teacherSlug: teacher.slug.toUpperCase() });
    expect(await db.magicLinkToken.count({ where: { studentId: student.id } })).toBe(1);
  });

  it('treats _ in an address literally, not as a wildcard', async () => {
    const suffix = crypto.randomUUID();
    const { teacher, student } = await teacherWithStudent(`axb.${suffix}@example.test`);
    await requestLink({ email: `a_b.${suffix}@example.test`, teacherSlug: teacher.slug });
    expect(await db.magicLinkToken.count({ where: { studentId: student.id } })).toBe(0);
  });

  it('uses the record of the named teacher when two teachers have a student with that address', async () => {
    const email = `shared.${crypto.randomUUID()}@example.test`;
    const a = await teacherWithStudent(email);
    const b = await teacherWithStudent(email);
    await requestLink({ email, teacherSlug: b.teacher.slug });
    expect(
      await db.magicLinkToken.findMany({ where: { OR: [{ studentId: a.student.id }, { studentId: b.student.id }] } }),
    ).toEqual([expect.objectContaining({ studentId: b.student.id, teacherId: b.teacher.id })]);
  });

  it('sends nothing for a soft-deleted student', async () => {
    const { teacher, student } = await teacherWithStudent();
    await db.student.update({ where: { id: student.id }, data: { deletedAt: new Date() } });
    expect((await requestLink({ email: student.email, teacherSlug: teacher.slug })).json).toEqual({ sent: true });
    expect(await db.magicLinkToken.count({ where: { studentId: student.id } })).toBe(0);
  });

  it.each([
    ['an unknown field', { email: 'a@example.test', teacherSlug: 'demo', studentId: 'x' }],
    ['a malformed address', { email: 'not-an-address', teacherSlug: 'demo' }],
    ['a missing slug', { email: 'a@example.test' }],
    ['a slug with other characters', { email: 'a@example.test', teacherSlug: '../demo' }],
  ])('refuses %s with 400', async (_case, body) => {
    const response = await requestLink(body);
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('VALIDATION_ERROR');
  });

  it('allows 5 requests an hour from one IP; the sixth gets 429 with Retry-After', async () => {
    const { teacher, student } = await teacherWithStudent();
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await requestLink({ email: student.email, teacherSlug: teacher.slug }, ip)).status).toBe(200);
    }
    const refused = await requestLink({ email: `other.${crypto.randomUUID()}@example.test`, teacherSlug: 'x' }, ip);
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await db.magicLinkToken.count({ where: { studentId: student.id } })).toBe(5);
  });
});

describe('POST /api/auth/magic-link when the provider fails', () => {
  let resend: FakeResend;
  beforeAll(async () => {
    resend = await startFakeResend();
  });
  afterAll(() => resend.close());

  it('still answers { sent: true } (a 503 would reveal the address) and records the failure', async () => {
    vi.stubEnv('RESEND_API_KEY', 're_test_key');
    vi.stubEnv('RESEND_BASE_URL', resend.url);
    resend.failNext(500);
    const { teacher, student } = await teacherWithStudent();
    const response = await requestLink({ email: student.email, teacherSlug: teacher.slug });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ sent: true });
    expect(await db.emailOutbox.findFirst({ where: { to: student.email } })).toMatchObject({ status: 'failed' });
  });
});
