import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { decryptSecret, encryptSecret } from '@/lib/core/crypto';
import { createTeacher } from '@/test/factories';
import {
  fakeGoogleUser,
  startFakeGoogle,
  stubGoogleEnv,
  testGoogleClient,
  type FakeGoogle,
} from '@/test/fakes/google-oauth';
import { callRoute, teacherCookie } from '@/test/http';
import { GET as callback } from '../../../auth/idp/callback/route';
import { POST as connect } from './connect/route';
import { POST as disconnect } from './disconnect/route';
import { GET as status } from './status/route';

let google: FakeGoogle;
beforeAll(async () => {
  google = await startFakeGoogle(testGoogleClient);
});
afterAll(() => google.close());
beforeEach(() => stubGoogleEnv(google));
afterEach(() => vi.unstubAllEnvs());

async function teacherSession() {
  const teacher = await createTeacher();
  return { teacher, cookie: await teacherCookie(teacher.id) };
}

/** Our connect route, then Google's consent: what the browser brings back to the callback. */
async function consent(cookie: string, purpose: 'calendar' | 'drive', refreshToken?: string) {
  const started = await callRoute(connect, {
    method: 'POST',
    path: '/api/teacher/settings/idp/connect',
    cookie,
    body: { purpose },
  });
  expect(started.status).toBe(200);
  const stateCookie = (started.headers.get('set-cookie') ?? '').split(';')[0]!;
  const url = new URL(started.json.url as string);
  const query = google.consent(url.toString(), fakeGoogleUser({ email: 'ana.calendar@gmail.test' }), { refreshToken });
  return { url, query, stateCookie };
}

const back = (query: Record<string, string>, cookie: string) =>
  callRoute(callback, { path: `/api/auth/idp/callback?${new URLSearchParams(query)}`, cookie });

describe('Google connect for calendar and drive', () => {
  it('asks only the integration scopes, incrementally, with a state bound to the teacher', async () => {
    const { teacher, cookie } = await teacherSession();
    const { url } = await consent(cookie, 'calendar');
    expect(url.searchParams.get('scope')).toContain('https://www.googleapis.com/auth/calendar.events');
    expect(url.searchParams.get('scope')).not.toContain('drive');
    expect(url.searchParams.get('include_granted_scopes')).toBe('true');
    expect(url.searchParams.get('access_type')).toBe('offline');
    const [state] = await db.oAuthState.findMany({ where: { teacherId: teacher.id } });
    expect(state).toMatchObject({ purpose: 'calendar_connect' });
    expect(state!.stateHash).not.toBe(url.searchParams.get('state'));
  });

  it('stores the calendar grant encrypted and reports it connected', async () => {
    const { teacher, cookie } = await teacherSession();
    const { query, stateCookie } = await consent(cookie, 'calendar', '1//calendar-grant');
    const response = await back(query, stateCookie);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/teacher/settings/integrations?connected=calendar');
    const row = await db.calendarConnection.findUniqueOrThrow({ where: { teacherId: teacher.id } });
    expect(row.encryptedRefreshToken).not.toContain('1//calendar-grant');
    expect(decryptSecret(row.encryptedRefreshToken, teacher.id)).toBe('1//calendar-grant');
    expect(row).toMatchObject({ status: 'connected', accountEmail: 'ana.calendar@gmail.test' });
    await flushAudits();
    const audit = await db.auditLog.findFirstOrThrow({
      where: { teacherId: teacher.id, action: 'settings.google_connect' },
    });
    expect(audit.metadata).toMatchObject({ purpose: 'calendar' });
    expect(JSON.stringify(audit)).not.toContain('1//calendar-grant');
    const reported = await callRoute(status, { path: '/api/teacher/settings/idp/status', cookie });
    expect(reported.json).toMatchObject({
      configured: true,
      calendar: { state: 'connected', accountEmail: 'ana.calendar@gmail.test', writeCalendarId: null },
      drive: { state: 'not_connected', enabled: false },
    });
  });

  it('stores a drive grant in the drive connection', async () => {
    const { teacher, cookie } = await teacherSession();
    const { url, query, stateCookie } = await consent(cookie, 'drive', '1//drive-grant');
    expect(url.searchParams.get('scope')).toContain('https://www.googleapis.com/auth/drive.file');
    const response = await back(query, stateCookie);
    expect(response.headers.get('location')).toBe('/teacher/settings/integrations?connected=drive');
    const row = await db.driveConnection.findUniqueOrThrow({ where: { teacherId: teacher.id } });
    expect(decryptSecret(row.encryptedRefreshToken!, teacher.id)).toBe('1//drive-grant');
    expect(await db.calendarConnection.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it('refuses a callback in another browser, and a state spent twice', async () => {
    const { teacher, cookie } = await teacherSession();
    const { query, stateCookie } = await consent(cookie, 'calendar');
    const foreign = await back(query, 'svc_idp_state=someone-elses-state');
    expect(foreign.headers.get('location')).toBe('/teacher/settings/integrations?purpose=calendar&error=state');
    expect((await back(query, stateCookie)).headers.get('location')).toContain('connected=calendar');
    // Replaying the same callback finds no state: it is treated as an (unknown) sign-in and refused.
    expect((await back(query, stateCookie)).headers.get('location')).toBe('/sign-in?error=state');
    expect(await db.calendarConnection.count({ where: { teacherId: teacher.id } })).toBe(1);
  });

  it('reports a cancelled consent to the integrations page', async () => {
    const { teacher, cookie } = await teacherSession();
    const { query, stateCookie } = await consent(cookie, 'calendar');
    const response = await back({ state: query.state, error: 'access_denied' }, stateCookie);
    expect(response.headers.get('location')).toBe('/teacher/settings/integrations?purpose=calendar&error=denied');
    expect(await db.calendarConnection.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it('disconnects: forgets and revokes the grant, and touches no other teacher', async () => {
    const { teacher, cookie } = await teacherSession();
    const other = await createTeacher();
    for (const id of [teacher.id, other.id]) {
      await db.calendarConnection.create({
        data: { teacherId: id, accountEmail: 'a@gmail.test', encryptedRefreshToken: encryptSecret(`1//rt-${id}`, id) },
      });
    }
    const response = await callRoute(disconnect, {
      method: 'POST',
      path: '/api/teacher/settings/idp/disconnect',
      cookie,
      body: { purpose: 'calendar' },
    });
    expect(response.status).toBe(204);
    expect(await db.calendarConnection.count({ where: { teacherId: teacher.id } })).toBe(0);
    expect(await db.calendarConnection.count({ where: { teacherId: other.id } })).toBe(1);
    expect(google.revokedTokens.has(`1//rt-${teacher.id}`)).toBe(true);
    expect(google.revokedTokens.has(`1//rt-${other.id}`)).toBe(false);
    await flushAudits();
    expect(await db.auditLog.count({ where: { teacherId: teacher.id, action: 'settings.google_disconnect' } })).toBe(1);
  });

  it('refuses an unknown purpose and a signed-out caller', async () => {
    const { cookie } = await teacherSession();
    const bad = await callRoute(connect, {
      method: 'POST',
      path: '/api/teacher/settings/idp/connect',
      cookie,
      body: { purpose: 'mail' },
    });
    expect(bad.status).toBe(400);
    const anonymous = await callRoute(connect, {
      method: 'POST',
      path: '/api/teacher/settings/idp/connect',
      body: { purpose: 'calendar' },
    });
    expect(anonymous.status).toBe(401);
  });
});
