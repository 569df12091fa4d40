import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportSPKI, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { vi } from 'vitest';

/**
 * A local stand-in for Google's OAuth endpoints, reached by the real google-auth-library client
 * through GOOGLE_TOKEN_URL / GOOGLE_CERTS_URL:
 * - POST /token checks the code, the PKCE verifier against the challenge, the redirect URI and the
 *   client credentials, then answers with an RS256 ID token and access/refresh tokens;
 * - GET /oauth2/v1/certs publishes the signing key as PEM by key id, the format the client fetches
 *   on Node (Google serves X.509 certificates there; Node's verifier accepts the SPKI key as well).
 * The consent screen is simulated by `consent()`, which reads a consent URL like Google would.
 */

export type FakeGoogleUser = {
  sub: string;
  email: string;
  emailVerified?: boolean;
  name?: string;
};

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
  user: FakeGoogleUser;
  options: ConsentOptions;
};

export type FakeGoogle = {
  authUrl: string;
  tokenUrl: string;
  certsUrl: string;
  /** Token requests received, refused ones included. */
  tokenRequests: number;
  /** Refresh-token grants answered (successful or refused). */
  refreshRequests: number;
  /** Refresh tokens revoked (through POST /revoke or `revoke()`); refreshing one is invalid_grant. */
  revokedTokens: Set<string>;
  /** Revokes a refresh token as if the user removed access in their Google account. */
  revoke(refreshToken: string): void;
  /** Grants consent for `user` on a consent URL and returns the callback's query (`code`, `state`). */
  consent(consentUrl: string, user: FakeGoogleUser, options?: ConsentOptions): { code: string; state: string };
  close(): Promise<void>;
};

const keyId = 'fake-google-key-1';
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export async function startFakeGoogle(client: { clientId: string; clientSecret: string }): Promise<FakeGoogle> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const publicPem = await exportSPKI(publicKey);
  const codes = new Map<string, IssuedCode>();

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { error: String(error) }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'GET' && url.pathname === '/oauth2/v1/certs') return send(res, 200, { [keyId]: publicPem });
    if (req.method === 'POST' && url.pathname === '/token') {
      fake.tokenRequests++;
      return tokenResponse(res, new URLSearchParams(await readBody(req)));
    }
    if (req.method === 'POST' && url.pathname === '/revoke') {
      const form = new URLSearchParams(await readBody(req));
      const token = url.searchParams.get('token') ?? form.get('token') ?? '';
      fake.revokedTokens.add(token);
      return send(res, 200, {});
    }
    send(res, 404, { error: 'not_found' });
  }

  async function tokenResponse(res: ServerResponse, form: URLSearchParams) {
    if (form.get('client_id') !== client.clientId || form.get('client_secret') !== client.clientSecret) {
      return send(res, 401, { error: 'invalid_client' });
    }
    if (form.get('grant_type') === 'refresh_token') return refreshResponse(res, form.get('refresh_token') ?? '');
    const code = form.get('code') ?? '';
    const issued = codes.get(code);
    codes.delete(code); // codes are single use, as at Google
    if (
      form.get('grant_type') !== 'authorization_code' ||
      !issued ||
      issued.clientId !== client.clientId ||
      issued.redirectUri !== form.get('redirect_uri') ||
      s256(form.get('code_verifier') ?? '') !== issued.codeChallenge
    ) {
      return send(res, 400, { error: 'invalid_grant' });
    }
    const refreshToken =
      issued.options.refreshToken === undefined
        ? `1//fake-refresh-${randomBytes(8).toString('hex')}`
        : issued.options.refreshToken;
    send(res, 200, {
      access_token: `ya29.fake-${randomBytes(8).toString('hex')}`,
      expires_in: 3599,
      token_type: 'Bearer',
      scope: issued.scope,
      id_token: await idToken(privateKey, issued),
      ...(refreshToken ? { refresh_token: refreshToken } : {}),
    });
  }

  // Any refresh token is accepted (tests seed connections with made-up ones) unless revoked.
  function refreshResponse(res: ServerResponse, refreshToken: string) {
    fake.refreshRequests++;
    if (!refreshToken || fake.revokedTokens.has(refreshToken)) {
      return send(res, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
    }
    send(res, 200, {
      access_token: `ya29.fake-${randomBytes(8).toString('hex')}`,
      expires_in: 3599,
      token_type: 'Bearer',
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeGoogle = {
    authUrl: `${base}/o/oauth2/v2/auth`,
    tokenUrl: `${base}/token`,
    certsUrl: `${base}/oauth2/v1/certs`,
    tokenRequests: 0,
    refreshRequests: 0,
    revokedTokens: new Set<string>(),
    revoke(refreshToken) {
      fake.revokedTokens.add(refreshToken);
    },
    consent(consentUrl, user, options = {}) {
      const params = new URL(consentUrl).searchParams;
      if (params.get('code_challenge_method') !== 'S256') throw new Error('fake Google requires PKCE S256');
      const code = `4/fake-${randomBytes(12).toString('hex')}`;
      codes.set(code, {
        clientId: params.get('client_id') ?? '',
        redirectUri: params.get('redirect_uri') ?? '',
        codeChallenge: params.get('code_challenge') ?? '',
        scope: params.get('scope') ?? '',
        user,
        options,
      });
      return { code, state: params.get('state') ?? '' };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
  return fake;
}

function idToken(privateKey: CryptoKey, issued: IssuedCode): Promise<string> {
  const { user, options } = issued;
  return new SignJWT({
    email: user.email,
    email_verified: user.emailVerified ?? true,
    ...(user.name ? { name: user.name } : {}),
    azp: issued.clientId,
  })
    .setProtectedHeader({ alg: 'RS256', kid: keyId, typ: 'JWT' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? issued.clientId)
    .setSubject(user.sub)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** The OAuth client the app is configured with in tests. */
export const testGoogleClient = {
  clientId: 'lektio-test.apps.googleusercontent.com',
  clientSecret: 'test-client-secret',
};

/** Points the app's Google configuration at `fake` (undo with vi.unstubAllEnvs). */
export function stubGoogleEnv(fake: FakeGoogle, client = testGoogleClient) {
  vi.stubEnv('GOOGLE_CLIENT_ID', client.clientId);
  vi.stubEnv('GOOGLE_CLIENT_SECRET', client.clientSecret);
  vi.stubEnv('GOOGLE_AUTH_URL', fake.authUrl);
  vi.stubEnv('GOOGLE_TOKEN_URL', fake.tokenUrl);
  vi.stubEnv('GOOGLE_CERTS_URL', fake.certsUrl);
  vi.stubEnv('APP_URL', 'http://localhost:3000');
}

/** A Google account no other test uses. */
export function fakeGoogleUser(overrides: Partial<FakeGoogleUser> = {}): FakeGoogleUser {
  const suffix = randomBytes(6).toString('hex');
  return {
    sub: `1${BigInt(`0x${suffix}`).toString().padStart(20, '0')}`,
    email: `ana.${suffix}@gmail.test`,
    name: `Ana Ruiz ${suffix}`,
    ...overrides,
  };
}
