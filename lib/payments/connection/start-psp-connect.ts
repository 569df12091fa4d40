import 'server-only';
import { randomBytes } from 'node:crypto';
import { oauthStateHash } from '@/lib/auth/idp/oauth-state-hash';
import { db } from '@/lib/core/db';
import { env } from '@/lib/core/env';
import { connectAuthorizeUrl } from '@/lib/integrations/psp/connect-oauth';

/** Spec, Limits: OAuth state lifetime. */
export const pspConnectStateLifetimeMs = 10 * 60 * 1000;

export const pspConnectRedirectUri = () => new URL('/api/teacher/settings/psp/callback', env().APP_URL).toString();

/**
 * Begins connecting the teacher's processor account: a fresh state (32 random bytes, stored only as
 * a hash, for 10 minutes, bound to this teacher) and the processor's OAuth URL carrying it.
 */
export async function startPspConnect(teacherId: string): Promise<{ url: string }> {
  const state = randomBytes(32).toString('base64url');
  // Built before the state is stored: a processor that is not configured leaves nothing behind.
  const url = connectAuthorizeUrl({ state, redirectUri: pspConnectRedirectUri() });
  await db.oAuthState.create({
    data: {
      stateHash: oauthStateHash(state),
      purpose: 'psp_connect',
      teacherId,
      expiresAt: new Date(Date.now() + pspConnectStateLifetimeMs),
    },
  });
  return { url };
}
