import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTeacher } from '@/prisma/factories';
import { callRoute, sessionCookie } from '@/test/http';
import { publicRoute, withTeacher } from './http';
import { defineRoute } from './route-contract';

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
});
