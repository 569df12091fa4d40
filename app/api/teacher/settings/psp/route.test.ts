import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { setUpSimulatedProcessor } from '@/test/psp-simulator';
import { GET as callback } from './callback/route';
import { POST as connect } from './connect/route';
import { GET as status } from './status/route';

const processor = setUpSimulatedProcessor();

async function teacherSession() {
  const teacher = await createTeacher();
  return { teacher, cookie: await teacherCookie(teacher.id) };
}

/** Starts the connection and follows the (simulated) processor's authorize page back to our callback. */
async function authorize(cookie: string) {
  const started = await callRoute(connect, { method: 'POST', path: '/api/teacher/settings/psp/connect', cookie });
  expect(started.status).toBe(200);
  const grant = await fetch(started.json.url as string, { redirect: 'manual' });
  const back = new URL(grant.headers.get('location')!);
  return { url: new URL(started.json.url as string), back };
}

const returnTo = (back: URL, cookie: string) => callRoute(callback, { path: `${back.pathname}${back.search}`, cookie });

describe('processor connection', () => {
  it('returns the OAuth URL with a state stored as a hash, bound to the teacher, for 10 minutes', async () => {
    const { teacher, cookie } = await teacherSession();
    const { url } = await authorize(cookie);

    expect(url.origin).toBe(processor().url);
    expect(url.pathname).toBe('/oauth/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/teacher/settings/psp/callback');
    const [state] = await db.oAuthState.findMany({ where: { teacherId: teacher.id, purpose: 'psp_connect' } });
    expect(state!.stateHash).not.toBe(url.searchParams.get('state'));
    expect(state!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60 * 1000);
  });

  it('stores the connected account on return and reports it in the status', async () => {
    const { teacher, cookie } = await teacherSession();
    const { back } = await authorize(cookie);

    const response = await returnTo(back, cookie);

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/teacher/settings/payments?psp=connected');
    const stored = await db.teacher.findUniqueOrThrow({ where: { id: teacher.id } });
    expect(stored.pspAccountId).toMatch(/^acct_/);
    expect(stored).toMatchObject({ pspChargesEnabled: true });
    const reported = await callRoute(status, { path: '/api/teacher/settings/psp/status', cookie });
    expect(reported.json).toEqual({
      connected: true,
      accountId: stored.pspAccountId,
      chargesEnabled: true,
      connectedAt: stored.pspConnectedAt!.toISOString(),
      simulated: true,
    });
    await flushAudits();
    expect(await db.auditLog.count({ where: { teacherId: teacher.id, action: 'settings.psp_connect' } })).toBe(1);
  });

  it('reports a teacher who has not connected yet', async () => {
    const { cookie } = await teacherSession();
    const reported = await callRoute(status, { path: '/api/teacher/settings/psp/status', cookie });
    expect(reported.json).toMatchObject({
      connected: false,
      accountId: null,
      chargesEnabled: false,
      connectedAt: null,
    });
  });

  describe('refuses the return, storing nothing, when the state is', () => {
    const refusedFor = async (cookie: string, teacherId: string, path: string) => {
      const response = await callRoute(callback, { path, cookie });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/teacher/settings/payments?psp=error&reason=state');
      expect((await db.teacher.findUniqueOrThrow({ where: { id: teacherId } })).pspAccountId).toBeNull();
    };

    it('missing', async () => {
      const { teacher, cookie } = await teacherSession();
      const { back } = await authorize(cookie);
      back.searchParams.delete('state');
      await refusedFor(cookie, teacher.id, `${back.pathname}${back.search}`);
    });

    it('unknown', async () => {
      const { teacher, cookie } = await teacherSession();
      const { back } = await authorize(cookie);
      back.searchParams.set('state', 'made-up-state');
      await refusedFor(cookie, teacher.id, `${back.pathname}${back.search}`);
    });

    it('expired', async () => {
      const { teacher, cookie } = await teacherSession();
      const { back } = await authorize(cookie);
      await db.oAuthState.updateMany({
        where: { teacherId: teacher.id },
        data: { expiresAt: new Date(Date.now() - 1) },
      });
      await refusedFor(cookie, teacher.id, `${back.pathname}${back.search}`);
    });

    it('replayed', async () => {
      const { teacher, cookie } = await teacherSession();
      const { back } = await authorize(cookie);
      expect((await returnTo(back, cookie)).headers.get('location')).toBe('/teacher/settings/payments?psp=connected');
      await db.teacher.update({ where: { id: teacher.id }, data: { pspAccountId: null } });
      await refusedFor(cookie, teacher.id, `${back.pathname}${back.search}`);
    });

    it("another teacher's", async () => {
      const { cookie } = await teacherSession();
      const { back } = await authorize(cookie);
      const other = await teacherSession();
      await refusedFor(other.cookie, other.teacher.id, `${back.pathname}${back.search}`);
    });
  });

  it('reports a refusal at the processor as denied, and spends the state', async () => {
    const { teacher, cookie } = await teacherSession();
    const { back } = await authorize(cookie);
    const state = back.searchParams.get('state')!;
    const response = await callRoute(callback, {
      path: `/api/teacher/settings/psp/callback?error=access_denied&state=${encodeURIComponent(state)}`,
      cookie,
    });
    expect(response.headers.get('location')).toBe('/teacher/settings/payments?psp=error&reason=denied');
    expect(await db.oAuthState.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it('refuses an account already connected to another teacher', async () => {
    const { cookie } = await teacherSession();
    const { back } = await authorize(cookie);
    const accountId = processor().state.oauthCodes.get(back.searchParams.get('code')!)!;
    await createTeacher({ pspAccountId: accountId });
    const response = await returnTo(back, cookie);
    expect(response.headers.get('location')).toBe('/teacher/settings/payments?psp=error&reason=account_in_use');
  });

  it('needs a teacher session', async () => {
    expect((await callRoute(connect, { method: 'POST', path: '/api/teacher/settings/psp/connect' })).status).toBe(401);
  });
});
