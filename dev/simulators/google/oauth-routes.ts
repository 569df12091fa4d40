import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { consentErrorHtml, consentPageHtml } from './consent-page';
import { send, type SimulatorRoutes } from './http-plumbing';
import { createIdTokenSigner, type IdTokenSigner } from './id-token-signer';
import { authPath, certsPath, tokenPath } from '@/lib/core/development-google';
import {
  clientMatches,
  issueAccessToken,
  issueRefreshToken,
  refreshTokenGrant,
  revokeToken,
  type TokenStore,
} from './token-store';

/**
 * Google's OAuth endpoints, reached by the real google-auth-library client through
 * GOOGLE_AUTH_URL / GOOGLE_TOKEN_URL / GOOGLE_CERTS_URL:
 * - POST /token: `authorization_code` (checks the code, the PKCE verifier against the challenge,
 *   the redirect URI and the client credentials; answers an RS256 ID token, access and refresh
 *   tokens) and `refresh_token`;
 * - GET /oauth2/v1/certs publishes the signing key as PEM by key id, the format the client fetches
 *   on Node (Google serves X.509 certificates there; Node's verifier accepts the SPKI key as well);
 * - POST /revoke;
 * - with a `consentAccount`, GET /o/oauth2/v2/auth shows a consent page whose Allow / Deny redirect
 *   back to redirect_uri as Google does. Without one, tests grant consent with `consent()`.
 */

export type SimulatedGoogleUser = { sub: string; email: string; emailVerified?: boolean; name?: string };

export type ConsentOptions = {
  /** The ID token's audience; defaults to the client id of the consent URL. */
  audience?: string;
  /** null: Google sends no refresh token (no consent screen this time). */
  refreshToken?: string | null;
  /** Issuer claim; defaults to Google's. */
  issuer?: string;
};

type IssuedCode = {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  scope: string;
  user: SimulatedGoogleUser;
  options: ConsentOptions;
};

export type OAuthSimulator = {
  routes: SimulatorRoutes;
  /** Token requests received (refused ones included), and refresh grants among them. */
  stats: { tokenRequests: number; refreshRequests: number };
  /** Grants consent for `user` on a consent URL and returns the callback's query (`code`, `state`). */
  consent(consentUrl: string, user: SimulatedGoogleUser, options?: ConsentOptions): { code: string; state: string };
};

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export async function createOAuthSimulator(
  store: TokenStore,
  { consentAccount, appName = 'Lektio' }: { consentAccount?: SimulatedGoogleUser; appName?: string } = {},
): Promise<OAuthSimulator> {
  const signer = await createIdTokenSigner('simulated-google-key-1');
  const codes = new Map<string, IssuedCode>();
  const stats = { tokenRequests: 0, refreshRequests: 0 };

  function consent(consentUrl: string, user: SimulatedGoogleUser, options: ConsentOptions = {}) {
    const params = new URL(consentUrl).searchParams;
    if (params.get('code_challenge_method') !== 'S256') throw new Error('simulated Google requires PKCE S256');
    const code = `4/${store.label}-${randomBytes(12).toString('hex')}`;
    codes.set(code, {
      clientId: params.get('client_id') ?? '',
      redirectUri: params.get('redirect_uri') ?? '',
      codeChallenge: params.get('code_challenge') ?? '',
      scope: params.get('scope') ?? '',
      user,
      options,
    });
    return { code, state: params.get('state') ?? '' };
  }

  function tokenResponse(res: ServerResponse, form: URLSearchParams) {
    if (!clientMatches(store, form)) return send(res, 401, { error: 'invalid_client' });
    if (form.get('grant_type') === 'refresh_token') {
      stats.refreshRequests++;
      return refreshTokenGrant(res, form, store);
    }
    const code = form.get('code') ?? '';
    const issued = codes.get(code);
    codes.delete(code); // codes are single use, as at Google
    if (
      form.get('grant_type') !== 'authorization_code' ||
      !issued ||
      issued.clientId !== store.client.clientId ||
      issued.redirectUri !== form.get('redirect_uri') ||
      s256(form.get('code_verifier') ?? '') !== issued.codeChallenge
    ) {
      return send(res, 400, { error: 'invalid_grant' });
    }
    const refreshToken =
      issued.options.refreshToken === undefined ? issueRefreshToken(store) : issued.options.refreshToken;
    send(res, 200, {
      access_token: issueAccessToken(store),
      expires_in: 3599,
      token_type: 'Bearer',
      scope: issued.scope,
      id_token: idToken(signer, issued),
      ...(refreshToken ? { refresh_token: refreshToken } : {}),
    });
  }

  /** The consent page's answer: back to redirect_uri with a code, or with access_denied. */
  function decide(res: ServerResponse, form: URLSearchParams, account: SimulatedGoogleUser) {
    const target = new URL(form.get('redirect_uri') ?? '');
    const state = form.get('state');
    if (form.get('decision') === 'allow') {
      const consentUrl = new URL(`http://simulator${authPath}`);
      form.forEach((value, name) => consentUrl.searchParams.set(name, value));
      target.searchParams.set('code', consent(consentUrl.toString(), account).code);
      target.searchParams.set('scope', form.get('scope') ?? '');
    } else {
      target.searchParams.set('error', 'access_denied');
    }
    if (state) target.searchParams.set('state', state);
    res.writeHead(303, { location: target.toString() });
    res.end();
  }

  function authorize(res: ServerResponse, params: URLSearchParams, account: SimulatedGoogleUser, decision: boolean) {
    const problem = authorizeProblem(params, store);
    if (problem) {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(consentErrorHtml(problem));
    }
    if (decision) return decide(res, params, account);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(consentPageHtml({ params, account, appName }));
  }

  const routes: SimulatorRoutes = ({ res, url, method, body }) => {
    if (method === 'GET' && url.pathname === certsPath)
      return (send(res, 200, { [signer.keyId]: signer.publicPem }), true);
    if (method === 'POST' && url.pathname === tokenPath) {
      stats.tokenRequests++;
      tokenResponse(res, new URLSearchParams(body));
      return true;
    }
    if (method === 'POST' && url.pathname === '/revoke') {
      revokeToken(store, url.searchParams.get('token') ?? new URLSearchParams(body).get('token') ?? '');
      return (send(res, 200, {}), true);
    }
    if (consentAccount && url.pathname === authPath && (method === 'GET' || method === 'POST')) {
      const params = method === 'POST' ? new URLSearchParams(body) : url.searchParams;
      authorize(res, params, consentAccount, method === 'POST');
      return true;
    }
    return false;
  };

  return { routes, stats, consent };
}

function authorizeProblem(params: URLSearchParams, store: TokenStore): string | null {
  if (params.get('client_id') !== store.client.clientId) return 'The OAuth client was not found (invalid_client).';
  if (!/^https?:\/\//.test(params.get('redirect_uri') ?? '')) return 'Missing or invalid redirect_uri.';
  if (params.get('response_type') !== 'code') return 'Only response_type=code is supported.';
  if (params.get('code_challenge_method') !== 'S256' || !params.get('code_challenge')) {
    return 'This simulator requires PKCE with code_challenge_method=S256.';
  }
  return null;
}

function idToken(signer: IdTokenSigner, issued: IssuedCode): string {
  const { user, options } = issued;
  const now = Math.floor(Date.now() / 1000);
  return signer.sign({
    iss: options.issuer ?? 'https://accounts.google.com',
    aud: options.audience ?? issued.clientId,
    sub: user.sub,
    azp: issued.clientId,
    email: user.email,
    email_verified: user.emailVerified ?? true,
    ...(user.name ? { name: user.name } : {}),
    iat: now,
    exp: now + 3600,
  });
}
