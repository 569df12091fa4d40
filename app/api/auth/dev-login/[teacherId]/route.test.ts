import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/test/factories';
import { callRoute } from '@/test/http';
import { GET } from './route';

afterEach(() => vi.unstubAllEnvs());

const devLogin = (teacherId: string, ip?: string) =>
  callRoute(GET, { path: `/api/auth/dev-login/${teacherId}`, params: { teacherId }, ip });

describe('GET /api/auth/dev-login/:teacherId', () => {
  it('sets the session cookie with its flags and redirects to the teacher area', async () => {
    const teacher = await createTeacher();
    const response = await devLogin(teacher.id);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/teacher');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^svc_session=[0-9a-f]{64}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=2592000');
  });

  it('writes an audit entry', async () => {
    const teacher = await createTeacher();
    await devLogin(teacher.id);
    await flushAudits();
    const entry = await db.auditLog.findFirst({ where: { teacherId: teacher.id, action: 'auth.dev_login' } });
    expect(entry).toMatchObject({ actorType: 'teacher', actorId: teacher.id, entityType: 'teacher' });
    expect(entry?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 404 for an unknown teacher and 400 for a malformed id', async () => {
    expect((await devLogin('00000000-0000-4000-8000-00000000ffff')).json.error.code).toBe('NOT_FOUND');
    const malformed = await devLogin('nope');
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.details[0].path).toBe('teacherId');
  });

  it('does not exist in production (404)', async () => {
    vi.stubEnv('APP_ENV', 'production');
    vi.stubEnv('SESSION_SECRET', 's'.repeat(40));
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', 'whsec_test');
    vi.stubEnv('DATABASE_URL', process.env.DATABASE_URL ?? 'postgresql://unused/db');
    const teacher = await createTeacher();
    const response = await devLogin(teacher.id);
    expect(response.status).toBe(404);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('allows 5 per hour per IP, then 429 with Retry-After', async () => {
    const teacher = await createTeacher();
    const ip = `192.0.2.${Math.floor(Math.random() * 250)}-${teacher.id}`;
    for (let attempt = 0; attempt < 5; attempt++) expect((await devLogin(teacher.id, ip)).status).toBe(303);
    const refused = await devLogin(teacher.id, ip);
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
  });
});
