import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { send, type SimulatorRoutes } from './http-plumbing';

export type SimulatedClient = { clientId: string; clientSecret: string };

/** The tokens one simulated Google knows; the APIs accept only its access tokens. */
export type TokenStore = {
  client: SimulatedClient;
  refreshTokens: Set<string>;
  accessTokens: Set<string>;
  /** Revoked through POST /revoke; refreshing one is invalid_grant. */
  revoked: Set<string>;
  /** Marks the access tokens of this store (`ya29.<label>-...`). */
  label: string;
  /**
   * Sign-in tests seed connections with made-up refresh tokens: the OAuth-only fake accepts any
   * that was not revoked. The APIs' fakes and the simulator accept only the ones they issued.
   */
  acceptUnknownRefreshTokens: boolean;
};

export function createTokenStore(
  client: SimulatedClient,
  { label, acceptUnknownRefreshTokens = false }: { label: string; acceptUnknownRefreshTokens?: boolean },
): TokenStore {
  return {
    client,
    refreshTokens: new Set(),
    accessTokens: new Set(),
    revoked: new Set(),
    label,
    acceptUnknownRefreshTokens,
  };
}

export function issueAccessToken(store: TokenStore): string {
  const token = `ya29.${store.label}-${randomBytes(8).toString('hex')}`;
  store.accessTokens.add(token);
  return token;
}

export function issueRefreshToken(
  store: TokenStore,
  token = `1//${store.label}-refresh-${randomBytes(8).toString('hex')}`,
) {
  store.refreshTokens.add(token);
  return token;
}

export function revokeToken(store: TokenStore, token: string) {
  store.revoked.add(token);
  store.refreshTokens.delete(token);
  store.accessTokens.delete(token);
}

export const clientMatches = (store: TokenStore, form: URLSearchParams) =>
  form.get('client_id') === store.client.clientId && form.get('client_secret') === store.client.clientSecret;

function refreshable(store: TokenStore, token: string) {
  if (!token || store.revoked.has(token)) return false;
  return store.acceptUnknownRefreshTokens || store.refreshTokens.has(token);
}

/** `POST /token` with `grant_type=refresh_token`: a new access token for a known refresh token. */
export function refreshTokenGrant(res: ServerResponse, form: URLSearchParams, store: TokenStore) {
  if (!clientMatches(store, form)) return send(res, 401, { error: 'invalid_client' });
  if (form.get('grant_type') !== 'refresh_token' || !refreshable(store, form.get('refresh_token') ?? '')) {
    return send(res, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
  }
  send(res, 200, { access_token: issueAccessToken(store), expires_in: 3599, token_type: 'Bearer' });
}

/** POST /token for the refresh grant only: what an API's own fake needs, without the consent flow. */
export function refreshTokenRoute(store: TokenStore, stats?: { tokenRequests: number }): SimulatorRoutes {
  return ({ res, url, method, body }) => {
    if (method !== 'POST' || url.pathname !== '/token') return false;
    if (stats) stats.tokenRequests++;
    refreshTokenGrant(res, new URLSearchParams(body), store);
    return true;
  };
}
