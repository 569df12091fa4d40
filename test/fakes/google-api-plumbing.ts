/**
 * What the fake Google APIs (Calendar, Drive) share: Google's error body, JSON answers, reading a
 * request body, and the OAuth token endpoint's refresh grant over the fake's own token sets.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const googleError = (code: number, message: string) => ({
  error: { code, message, errors: [{ message, domain: 'global', reason: code === 404 ? 'notFound' : 'error' }] },
});

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function send(res: ServerResponse, status: number, body: unknown) {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

type TokenStore = {
  client: { clientId: string; clientSecret: string };
  refreshTokens: Set<string>;
  accessTokens: Set<string>;
  /** Marks the access tokens of this fake (`ya29.<label>-...`). */
  label: string;
};

/** `POST /token` with `grant_type=refresh_token`: a new access token for a known refresh token. */
export function refreshTokenGrant(res: ServerResponse, form: URLSearchParams, store: TokenStore) {
  if (form.get('client_id') !== store.client.clientId || form.get('client_secret') !== store.client.clientSecret) {
    return send(res, 401, { error: 'invalid_client' });
  }
  if (form.get('grant_type') !== 'refresh_token' || !store.refreshTokens.has(form.get('refresh_token') ?? '')) {
    return send(res, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
  }
  const accessToken = `ya29.${store.label}-${randomBytes(8).toString('hex')}`;
  store.accessTokens.add(accessToken);
  send(res, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
}
