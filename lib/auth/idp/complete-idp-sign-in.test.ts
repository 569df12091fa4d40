import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { decryptSecret } from '@/lib/core/crypto';
import type { RequestMeta } from '@/lib/core/request-meta';
import { createTeacher } from '@/test/factories';
import {
  fakeGoogleUser,
  startFakeGoogle,
  stubGoogleEnv,
  testGoogleClient,
  type ConsentOptions,
  type FakeGoogle,
  type FakeGoogleUser,
} from '@/test/fakes/google-oauth';
import { createSession } from '../create-session';
import { resolveSession } from '../resolve-session';
import { completeIdpSignIn } from './complete-idp-sign-in';
import { oauthStateHash } from './oauth-state-hash';
import { startIdpSignIn } from './start-idp-sign-in';

let google: FakeGoogle;
beforeAll(async () => {
  google = await startFakeGoogle(testGoogleClient);
});
afterAll(() => google.close());
beforeEach(() => stubGoogleEnv(google));
afterEach(() => vi.unstubAllEnvs());

const meta: RequestMeta = { requestId: 'req-idp', ipAddress: '203.0.113.9', userAgent: 'vitest' };

/** Start, consent at the fake Google, and complete: the whole flow through the real client. */
async function signIn(user: FakeGoogleUser, options?: ConsentOptions) {
  const { consentUrl, state } = await startIdpSignIn();
  return completeIdpSignIn(google.consent(consentUrl, user, options), state, meta);
}

const teacherBySubject = (sub: string) => db.teacher.findUnique({ where: { idpSubject: sub } });

describe('completeIdpSignIn', () => {
  it('creates a teacher for a new Google account and signs them in', async () => {
    const user = fakeGoogleUser({ name: 'José Núñez' });
    const result = await signIn(user);
    const teacher = await teacherBySubject(user.sub);
    expect(teacher).toMatchObject({
      name: 'José Núñez',
      email: user.email,
      timezone: 'UTC',
      onboardingCompleted: false,
    });
    expect(teacher?.slug).toMatch(/^jose-nunez(-\d+)?$/);
    expect(result).toMatchObject({ teacherId: teacher?.id, redirectTo: '/teacher/onboarding' });
    const session = await resolveSession(result.sessionId);
    expect(session).toMatchObject({ role: 'teacher', teacher: { id: teacher?.id } });
    await flushAudits();
    const actions = await db.auditLog.findMany({ where: { teacherId: teacher!.id }, select: { action: true } });
    expect(actions.map((entry) => entry.action).sort()).toEqual(['auth.idp_login', 'teacher.create']);
  });

  it('gives teachers with the same name distinct slugs', async () => {
    const name = `Ana Ruiz ${Date.now()}`;
    await signIn(fakeGoogleUser({ name }));
    await signIn(fakeGoogleUser({ name }));
    const slugs = (await db.teacher.findMany({ where: { name }, select: { slug: true } })).map((t) => t.slug).sort();
    const base = slugs[0]!;
    expect(slugs).toEqual([base, `${base}-2`]);
    expect(base).toMatch(/^[a-z0-9-]+$/);
  });

  it('signs a returning teacher (same subject) into the same teacher with a new session', async () => {
    const user = fakeGoogleUser();
    const first = await signIn(user);
    await db.teacher.update({ where: { id: first.teacherId }, data: { onboardingCompleted: true } });
    const second = await signIn(user, { refreshToken: null });
    expect(second.teacherId).toBe(first.teacherId);
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(second.redirectTo).toBe('/teacher');
    expect(await db.teacher.count({ where: { idpSubject: user.sub } })).toBe(1);
    // Nothing about the account changed, so the first session lives on.
    expect(await resolveSession(first.sessionId)).not.toBeNull();
  });

  it('does not merge another Google account with the same e-mail into the existing teacher', async () => {
    const owner = fakeGoogleUser();
    const { teacherId } = await signIn(owner);
    const other = fakeGoogleUser({ email: owner.email.toUpperCase() });
    await expect(signIn(other)).rejects.toMatchObject({ reason: 'account' });
    expect(await teacherBySubject(other.sub)).toBeNull();
    expect(await db.teacher.findUnique({ where: { id: teacherId } })).toMatchObject({ idpSubject: owner.sub });
    expect(await db.authSession.count({ where: { teacherId } })).toBe(1);
  });

  it('does not link a teacher without a Google account by e-mail alone', async () => {
    const seeded = await createTeacher();
    const user = fakeGoogleUser({ email: seeded.email });
    await expect(signIn(user)).rejects.toMatchObject({ reason: 'account' });
    expect(await db.teacher.findUnique({ where: { id: seeded.id } })).toMatchObject({ idpSubject: null });
  });

  it('follows an e-mail change of the Google account and ends every other session', async () => {
    const user = fakeGoogleUser();
    const first = await signIn(user);
    const otherDevice = await createSession({ role: 'teacher', teacherId: first.teacherId });
    const newEmail = `renamed.${user.email}`;
    const second = await signIn({ ...user, email: newEmail });
    expect(second.teacherId).toBe(first.teacherId);
    expect(await db.teacher.findUnique({ where: { id: first.teacherId } })).toMatchObject({ email: newEmail });
    expect(await resolveSession(first.sessionId)).toBeNull();
    expect(await resolveSession(otherDevice.sessionId)).toBeNull();
    expect(await resolveSession(second.sessionId)).toMatchObject({ teacher: { email: newEmail } });
    await flushAudits();
    const update = await db.auditLog.findFirst({ where: { teacherId: first.teacherId, action: 'teacher.update' } });
    expect(update?.changes).toEqual({ email: { old: '[redacted]', new: '[redacted]' } });
  });

  it("refuses an e-mail change onto another teacher's address, and keeps the sessions", async () => {
    const taken = await createTeacher();
    const user = fakeGoogleUser();
    const first = await signIn(user);
    await expect(signIn({ ...user, email: taken.email })).rejects.toMatchObject({ reason: 'account' });
    expect(await db.teacher.findUnique({ where: { id: first.teacherId } })).toMatchObject({ email: user.email });
    expect(await resolveSession(first.sessionId)).not.toBeNull();
  });

  it('refuses an ID token minted for another audience', async () => {
    const user = fakeGoogleUser();
    await expect(signIn(user, { audience: 'someone-else.apps.googleusercontent.com' })).rejects.toMatchObject({
      reason: 'idp',
    });
    expect(await teacherBySubject(user.sub)).toBeNull();
  });

  it('refuses an ID token from another issuer', async () => {
    const user = fakeGoogleUser();
    await expect(signIn(user, { issuer: 'https://accounts.example.test' })).rejects.toMatchObject({ reason: 'idp' });
    expect(await teacherBySubject(user.sub)).toBeNull();
  });

  it('refuses an unverified e-mail', async () => {
    const user = fakeGoogleUser({ emailVerified: false });
    await expect(signIn(user)).rejects.toMatchObject({ reason: 'idp' });
    expect(await teacherBySubject(user.sub)).toBeNull();
  });

  it('exchanges the code with the PKCE verifier of its state (another verifier is refused)', async () => {
    const user = fakeGoogleUser();
    const { consentUrl } = await startIdpSignIn();
    const callback = google.consent(consentUrl, user);
    await db.oAuthState.update({
      where: { stateHash: oauthStateHash(callback.state) },
      data: { codeVerifier: 'x'.repeat(64) },
    });
    await expect(completeIdpSignIn(callback, callback.state, meta)).rejects.toMatchObject({ reason: 'idp' });
    expect(await teacherBySubject(user.sub)).toBeNull();
  });

  it('refuses a callback whose state was issued to another browser, and leaves that state usable', async () => {
    const user = fakeGoogleUser();
    const { consentUrl, state } = await startIdpSignIn();
    const callback = google.consent(consentUrl, user);
    const elsewhere = await startIdpSignIn();
    await expect(completeIdpSignIn(callback, elsewhere.state, meta)).rejects.toMatchObject({ reason: 'state' });
    await expect(completeIdpSignIn(callback, undefined, meta)).rejects.toMatchObject({ reason: 'state' });
    expect(await teacherBySubject(user.sub)).toBeNull();
    await expect(completeIdpSignIn(callback, state, meta)).resolves.toMatchObject({
      redirectTo: '/teacher/onboarding',
    });
  });

  it('reports a cancelled consent as denied and spends its state', async () => {
    const { state } = await startIdpSignIn();
    await expect(completeIdpSignIn({ error: 'access_denied', state }, state, meta)).rejects.toMatchObject({
      reason: 'denied',
    });
    expect(await db.oAuthState.findUnique({ where: { stateHash: oauthStateHash(state) } })).toBeNull();
  });

  it('stores the refresh token encrypted, bound to the teacher, in a not-yet-connected calendar connection', async () => {
    const user = fakeGoogleUser();
    const refreshToken = `1//plain-refresh-${Date.now()}`;
    const { teacherId } = await signIn(user, { refreshToken });
    const connection = await db.calendarConnection.findUniqueOrThrow({ where: { teacherId } });
    expect(connection).toMatchObject({ provider: 'google', accountEmail: user.email, status: 'disconnected' });
    expect(connection.encryptedRefreshToken).not.toContain(refreshToken);
    expect(decryptSecret(connection.encryptedRefreshToken, teacherId)).toBe(refreshToken);
  });

  it('keeps the stored refresh token when Google sends none, and never replaces a connected one', async () => {
    const user = fakeGoogleUser();
    const { teacherId } = await signIn(user, { refreshToken: '1//first' });
    await signIn(user, { refreshToken: null });
    const kept = await db.calendarConnection.findUniqueOrThrow({ where: { teacherId } });
    expect(decryptSecret(kept.encryptedRefreshToken, teacherId)).toBe('1//first');
    await db.calendarConnection.update({ where: { teacherId }, data: { status: 'connected' } });
    await signIn(user, { refreshToken: '1//second' });
    const connected = await db.calendarConnection.findUniqueOrThrow({ where: { teacherId } });
    expect(decryptSecret(connected.encryptedRefreshToken, teacherId)).toBe('1//first');
  });
});
