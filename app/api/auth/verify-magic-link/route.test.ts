import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { generateMagicLinkToken, hashMagicLinkToken } from '@/lib/auth/magic-link/magic-link-token';
import { sendStudentMagicLink } from '@/lib/auth/magic-link/send-student-magic-link';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { callRoute, sessionCookie } from '@/test/http';
import { latestMagicLinkToken, uniqueIp } from '@/test/magic-link';
import { GET as getMe } from '../me/route';
import { POST as requestLink } from '../magic-link/route';
import { POST } from './route';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', ''));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const verify = (token: unknown, options: { ip?: string; cookie?: string; headers?: Record<string, string> } = {}) =>
  callRoute(POST, { method: 'POST', path: '/api/auth/verify-magic-link', body: { token }, ip: uniqueIp(), ...options });

const cookieFrom = (response: { headers: Headers }) =>
  response.headers
    .getSetCookie()
    .find((value) => value.startsWith('svc_session='))
    ?.split(';')[0];

async function studentWithLink(email?: string) {
  const teacher = await createTeacher();
  const student = await createStudent({ teacherId: teacher.id, ...(email ? { email } : {}) });
  await sendStudentMagicLink({ teacherId: teacher.id, studentId: student.id });
  return { teacher, student, token: await latestMagicLinkToken(student.email) };
}

function expectInvalidToken(response: { status: number; json: Record<string, unknown>; headers: Headers }) {
  expect(response.status).toBe(401);
  expect(response.json).toMatchObject({ error: { code: 'INVALID_TOKEN' } });
  expect(response.headers.get('set-cookie')).toBeNull();
}

describe('POST /api/auth/verify-magic-link', () => {
  it('signs the student in: cookie with its flags, then /api/auth/me shows the student', async () => {
    const { student, token } = await studentWithLink();
    const response = await verify(token);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ redirectTo: '/portal' });

    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('svc_session='));
    expect(cookie).toMatch(/^svc_session=[0-9a-f]{64}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).not.toContain('Secure'); // outside production; cookies.test.ts covers Secure in production

    const me = await callRoute(getMe, { cookie: cookieFrom(response) });
    expect(me.json).toEqual({
      role: 'student',
      student: { id: student.id, name: student.name, email: student.email, timezone: student.timezone },
      impersonating: false,
      payer: null,
    });
  });

  it('writes the audit entry auth.magic_link_login', async () => {
    const { teacher, student, token } = await studentWithLink();
    await verify(token);
    await flushAudits();
    const entry = await db.auditLog.findFirst({ where: { teacherId: teacher.id, action: 'auth.magic_link_login' } });
    expect(entry).toMatchObject({
      actorType: 'student',
      actorId: student.id,
      entityType: 'student',
      entityId: student.id,
    });
  });

  it('refuses a token used once already', async () => {
    const { token } = await studentWithLink();
    expect((await verify(token)).status).toBe(200);
    expectInvalidToken(await verify(token));
  });

  it('lets only one of two simultaneous uses of a token succeed', async () => {
    const { token } = await studentWithLink();
    const statuses = (await Promise.all([verify(token), verify(token)])).map((response) => response.status);
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it('works until 15 minutes and refuses the token at 15 minutes and 1 second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const issuedAt = new Date();
    vi.setSystemTime(issuedAt);
    const early = await studentWithLink();
    const late = await studentWithLink();
    vi.setSystemTime(new Date(issuedAt.getTime() + 15 * 60_000 - 1_000));
    expect((await verify(early.token)).status).toBe(200);
    vi.setSystemTime(new Date(issuedAt.getTime() + 15 * 60_000 + 1_000));
    expectInvalidToken(await verify(late.token));
  });

  it.each([
    ['an unknown token', generateMagicLinkToken()],
    ['a malformed token', 'not-a-token'],
    ['a token with SQL in it', `' OR 1=1 --${'a'.repeat(32)}`],
  ])('refuses %s the same way', async (_case, token) => {
    expectInvalidToken(await verify(token));
  });

  it('refuses a body without a token, or with more fields, as a validation error', async () => {
    expect((await callRoute(POST, { method: 'POST', body: {}, ip: uniqueIp() })).status).toBe(400);
    const extra = await callRoute(POST, { method: 'POST', body: { token: 'x', studentId: 'y' }, ip: uniqueIp() });
    expect(extra.json.error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses a token whose student record does not belong to the teacher it was issued for', async () => {
    const teacherA = await createTeacher();
    const teacherB = await createTeacher();
    const studentOfA = await createStudent({ teacherId: teacherA.id });
    const token = generateMagicLinkToken();
    await db.magicLinkToken.create({
      data: {
        teacherId: teacherB.id,
        studentId: studentOfA.id,
        tokenHash: hashMagicLinkToken(token),
        expiresAt: new Date(Date.now() + 60_000),
      },
    });
    expectInvalidToken(await verify(token));
  });

  it("signs into the named teacher's record when two teachers have a student with the same address", async () => {
    const email = `shared.${crypto.randomUUID()}@example.test`;
    const teacherA = await createTeacher();
    const teacherB = await createTeacher();
    const studentOfA = await createStudent({ teacherId: teacherA.id, email });
    const studentOfB = await createStudent({ teacherId: teacherB.id, email });

    const ask = (teacherSlug: string) =>
      callRoute(requestLink, { method: 'POST', body: { email, teacherSlug }, ip: uniqueIp() });
    await ask(teacherA.slug);
    const tokenForA = await latestMagicLinkToken(email);
    await ask(teacherB.slug);
    const tokenForB = await latestMagicLinkToken(email);
    expect(tokenForB).not.toBe(tokenForA);

    const meA = await callRoute(getMe, { cookie: cookieFrom(await verify(tokenForA)) });
    const meB = await callRoute(getMe, { cookie: cookieFrom(await verify(tokenForB)) });
    expect(meA.json.student.id).toBe(studentOfA.id);
    expect(meB.json.student.id).toBe(studentOfB.id);
  });

  it('refuses the token of a student deleted after the link was sent', async () => {
    const { student, token } = await studentWithLink();
    await db.student.update({ where: { id: student.id }, data: { deletedAt: new Date() } });
    expectInvalidToken(await verify(token));
  });

  it('continues to a stored same-site path, never to another site', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    await sendStudentMagicLink({ teacherId: teacher.id, studentId: student.id, redirectTo: '/portal/waitlist' });
    expect((await verify(await latestMagicLinkToken(student.email))).json).toEqual({ redirectTo: '/portal/waitlist' });
    await sendStudentMagicLink({ teacherId: teacher.id, studentId: student.id, redirectTo: '//evil.example/x' });
    expect((await verify(await latestMagicLinkToken(student.email))).json).toEqual({ redirectTo: '/portal' });
  });

  it('ends the session the browser held before (a new session id on every sign-in)', async () => {
    const { teacher, token } = await studentWithLink();
    const previous = await sessionCookie({ role: 'teacher', teacherId: teacher.id });
    const response = await verify(token, { cookie: previous });
    expect(cookieFrom(response)).not.toBe(previous);
    expect((await callRoute(getMe, { cookie: previous })).status).toBe(401);
    expect(response.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^svc_teacher_session=; .*Max-Age=0/));
  });

  it('refuses a cross-site request (login CSRF) and leaves the token usable', async () => {
    const { token } = await studentWithLink();
    const crossSite = await verify(token, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect((await verify(token, { headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
  });

  it('allows 10 attempts a minute from one IP; the eleventh gets 429', async () => {
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await verify(generateMagicLinkToken(), { ip })).status).toBe(401);
    const refused = await verify(generateMagicLinkToken(), { ip });
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('RATE_LIMITED');
  });
});
