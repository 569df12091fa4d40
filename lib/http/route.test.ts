import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createStudent, createTeacher } from '@/test/factories';
import { callRoute, sessionCookie } from '@/test/http';
import { publicRoute, withStudent, withTeacher } from './route';
import { defineRoute } from '@/lib/core/route-contract';

const echoContract = defineRoute({
  method: 'POST',
  path: '/api/test/echo',
  summary: 'test',
  tags: ['test'],
  auth: 'public',
  body: z.object({ name: z.string().min(1) }).strict(),
  query: z.object({ page: z.coerce.number().int().min(1).default(1) }).strict(),
  responses: { 200: { description: 'echo' } },
});
const echo = publicRoute(echoContract, async ({ body, query }) => ({ body, query }));

const teacherContract = defineRoute({
  method: 'POST',
  path: '/api/teacher/test',
  summary: 'test',
  tags: ['test'],
  auth: 'teacher',
  responses: { 200: { description: 'ok' } },
});
const teacherWrite = withTeacher(teacherContract, async ({ teacher }) => ({ teacherId: teacher.id }));

const studentContract = defineRoute({ ...teacherContract, path: '/api/student/test', auth: 'student' });
const studentRead = withStudent(studentContract, async ({ student }) => ({ studentId: student.id }));

const publicWrite = publicRoute({ ...teacherContract, path: '/api/auth/test', auth: 'public' }, async () => ({
  ok: true,
}));

const brokenContract = defineRoute({ ...teacherContract, path: '/api/test/broken', auth: 'public' });
const broken = publicRoute(brokenContract, async () => z.object({ stored: z.string() }).parse({ stored: 1 }));

describe('route wrapper', () => {
  it('parses body and query with the contract and gives every response a request id', async () => {
    const response = await callRoute(echo, { method: 'POST', path: '/api/test/echo?page=2', body: { name: 'Ana' } });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ body: { name: 'Ana' }, query: { page: 2 } });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses unknown body fields (no mass assignment) with 400 and details', async () => {
    const response = await callRoute(echo, {
      method: 'POST',
      path: '/api/test/echo',
      body: { name: 'Ana', teacherId: 'x' },
    });
    expect(response.status).toBe(400);
    expect(response.json.error).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: '(root)' }] });
  });

  it('refuses invalid query values', async () => {
    const response = await callRoute(echo, { method: 'POST', path: '/api/test/echo?page=0', body: { name: 'Ana' } });
    expect(response.json.error.details[0].path).toBe('page');
  });

  it('refuses malformed JSON with 400 and bodies over 1 MB with 413', async () => {
    const malformed = await callRoute(echo, {
      method: 'POST',
      path: '/api/test/echo',
      rawBody: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    const huge = await callRoute(echo, {
      method: 'POST',
      path: '/api/test/echo',
      body: { name: 'x'.repeat(1024 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect(huge.json.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a non-JSON body with 415', async () => {
    const response = await callRoute(echo, {
      method: 'POST',
      path: '/api/test/echo',
      rawBody: 'name=Ana',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
  });

  it('refuses a cookie-authenticated write from another origin with 403', async () => {
    const teacher = await createTeacher();
    const cookie = await sessionCookie({ role: 'teacher', teacherId: teacher.id });
    const foreign = await callRoute(teacherWrite, {
      method: 'POST',
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.json.error.code).toBe('FORBIDDEN');
    const own = await callRoute(teacherWrite, { method: 'POST', cookie, headers: { origin: 'http://localhost:3000' } });
    expect(own.status).toBe(200);
  });

  it('limits each session to 60 authenticated requests a minute', async () => {
    const teacher = await createTeacher();
    const cookie = await sessionCookie({ role: 'teacher', teacherId: teacher.id });
    const statuses = [];
    for (let request = 0; request < 61; request++)
      statuses.push((await callRoute(teacherWrite, { method: 'POST', cookie })).status);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('refuses a cookie-authenticated write with no Origin, unless the browser says same-origin', async () => {
    const teacher = await createTeacher();
    const cookie = await sessionCookie({ role: 'teacher', teacherId: teacher.id });
    const bare = await callRoute(teacherWrite, { method: 'POST', cookie, withoutOrigin: true });
    expect(bare.status).toBe(403);
    expect(bare.json.error.code).toBe('FORBIDDEN');
    const vouched = await callRoute(teacherWrite, {
      method: 'POST',
      cookie,
      withoutOrigin: true,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(vouched.status).toBe(200);
  });

  it('applies the origin rule to cookie-carrying writes on public routes too (logout, auth)', async () => {
    const teacher = await createTeacher();
    const cookie = await sessionCookie({ role: 'teacher', teacherId: teacher.id });
    const foreign = await callRoute(publicWrite, {
      method: 'POST',
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect((await callRoute(publicWrite, { method: 'POST', cookie, withoutOrigin: true })).status).toBe(403);
    expect((await callRoute(publicWrite, { method: 'POST', withoutOrigin: true })).status).toBe(200);
  });

  it('does not believe a forwarded host that our edge did not vouch for', async () => {
    const teacher = await createTeacher();
    const cookie = await sessionCookie({ role: 'teacher', teacherId: teacher.id });
    const response = await callRoute(teacherWrite, {
      method: 'POST',
      cookie,
      headers: { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(response.status).toBe(403);
  });

  it('answers 403 FORBIDDEN for the wrong role, 401 for no session', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const studentCookie = await sessionCookie({ role: 'student', studentId: student.id });
    const teacherCookie = await sessionCookie({ role: 'teacher', teacherId: teacher.id });
    const asStudent = await callRoute(teacherWrite, { method: 'POST', cookie: studentCookie });
    expect(asStudent.status).toBe(403);
    expect(asStudent.json.error.code).toBe('FORBIDDEN');
    const asTeacher = await callRoute(studentRead, { method: 'POST', cookie: teacherCookie });
    expect(asTeacher.status).toBe(403);
    expect((await callRoute(teacherWrite, { method: 'POST' })).status).toBe(401);
  });

  it.each([
    ['a body string', { path: '/api/test/echo', body: { name: 'Ana\u0000' } }, 'body.name'],
    ['a body key', { path: '/api/test/echo', body: { name: 'Ana', ['x\u0000']: 1 } }, 'body'],
    ['a query value', { path: '/api/test/echo?page=1%00', body: { name: 'Ana' } }, 'query.page'],
  ])('refuses NUL characters in %s with 400 before the schema runs', async (_label, call, path) => {
    const response = await callRoute(echo, { method: 'POST', ...call });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('VALIDATION_ERROR');
    expect(response.json.error.details).toEqual([{ path, message: expect.stringContaining('NUL') }]);
  });

  it('answers 500 INTERNAL with the request id when our own parse fails', async () => {
    const response = await callRoute(broken, { method: 'POST' });
    expect(response.status).toBe(500);
    expect(response.json.error.message).toBe(
      `Something went wrong on our side (request ${response.headers.get('x-request-id')})`,
    );
  });

  it('says the 500 in the request language, the code unchanged (issue 32)', async () => {
    const response = await callRoute(broken, { method: 'POST', headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(response.status).toBe(500);
    expect(response.json.error).toEqual({
      code: 'INTERNAL',
      message: `Bei uns ist etwas schiefgelaufen (Anfrage ${response.headers.get('x-request-id')})`,
    });
  });
});
