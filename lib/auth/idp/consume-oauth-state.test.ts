import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { consumeOAuthState } from './consume-oauth-state';
import { IdpSignInError } from './idp-sign-in-error';

const lifetimeMs = 10 * 60 * 1000;

/** A stored state as startIdpSignIn leaves it; returns the raw value the browser would bring back. */
async function storedState({ createdAt = new Date(), purpose = 'idp_login' as const } = {}) {
  const state = randomBytes(32).toString('base64url');
  await db.oAuthState.create({
    data: {
      stateHash: createHash('sha256').update(state).digest('hex'),
      purpose,
      codeVerifier: 'verifier',
      expiresAt: new Date(createdAt.getTime() + lifetimeMs),
    },
  });
  return state;
}

const refusedAsState = { reason: 'state' };

describe('consumeOAuthState', () => {
  it('returns the PKCE verifier and deletes the state', async () => {
    const state = await storedState();
    await expect(consumeOAuthState(state, 'idp_login')).resolves.toMatchObject({ codeVerifier: 'verifier' });
    const stateHash = createHash('sha256').update(state).digest('hex');
    expect(await db.oAuthState.findUnique({ where: { stateHash } })).toBeNull();
  });

  it('refuses a missing state', async () => {
    await expect(consumeOAuthState(undefined, 'idp_login')).rejects.toMatchObject(refusedAsState);
    await expect(consumeOAuthState('', 'idp_login')).rejects.toBeInstanceOf(IdpSignInError);
  });

  it('refuses an unknown state, and the hash of a real one', async () => {
    await expect(consumeOAuthState(randomBytes(32).toString('base64url'), 'idp_login')).rejects.toMatchObject(
      refusedAsState,
    );
    const state = await storedState();
    const hash = createHash('sha256').update(state).digest('hex');
    await expect(consumeOAuthState(hash, 'idp_login')).rejects.toMatchObject(refusedAsState);
  });

  it('refuses a second use of the same state', async () => {
    const state = await storedState();
    await consumeOAuthState(state, 'idp_login');
    await expect(consumeOAuthState(state, 'idp_login')).rejects.toMatchObject(refusedAsState);
  });

  it('lets only one of two simultaneous uses through', async () => {
    const state = await storedState();
    const results = await Promise.allSettled([
      consumeOAuthState(state, 'idp_login'),
      consumeOAuthState(state, 'idp_login'),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('accepts a state until 10 minutes, refuses it 1 s later, and deletes the expired row', async () => {
    const createdAt = new Date();
    const fresh = await storedState({ createdAt });
    await expect(
      consumeOAuthState(fresh, 'idp_login', new Date(createdAt.getTime() + lifetimeMs - 1000)),
    ).resolves.toBeDefined();
    const expired = await storedState({ createdAt });
    await expect(
      consumeOAuthState(expired, 'idp_login', new Date(createdAt.getTime() + lifetimeMs + 1000)),
    ).rejects.toMatchObject(refusedAsState);
    await expect(consumeOAuthState(expired, 'idp_login')).rejects.toMatchObject(refusedAsState);
  });

  it('refuses a state issued for another flow', async () => {
    const state = await storedState({ purpose: 'calendar_connect' as 'idp_login' });
    await expect(consumeOAuthState(state, 'idp_login')).rejects.toMatchObject(refusedAsState);
  });
});
