import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import { fileBody, matchesQuery } from './google-drive-query';
import { googleError, readBody, refreshTokenGrant, send } from './google-api-plumbing';
import { testGoogleClient } from './google-oauth';

/**
 * A local stand-in for Google Drive v3, reached by the real googleapis client through its `rootUrl`
 * option (GOOGLE_API_URL) and by google-auth-library's token refresh through GOOGLE_TOKEN_URL:
 * - POST /token (grant_type=refresh_token) checks the client credentials and a refresh token the
 *   fake knows (`addRefreshToken`), and answers a short-lived access token;
 * - GET /drive/v3/files/:id answers the file with just the `fields` asked (404 in Google's error
 *   shape for an unknown id), with a valid Bearer access token only (401 otherwise);
 * - GET /drive/v3/files lists the files that are not trashed, filtered by the `q` terms the app
 *   uses (`'<id>' in parents`, `appProperties has { key='k' and value='v' }`, `mimeType = '...'`;
 *   `name contains` matches every name);
 * - POST /drive/v3/files creates a file or folder (metadata only), POST /drive/v3/files/:id/copy
 *   copies one, PATCH /drive/v3/files/:id updates name, trashed or appProperties.
 * `failNext(status)` makes the next Drive call fail, to test outages.
 */

export type FakeDriveFile = {
  id: string;
  name: string;
  mimeType?: string;
  webViewLink?: string;
  thumbnailLink?: string;
  trashed?: boolean;
  parents?: string[];
  appProperties?: Record<string, string>;
};

export type FakeDrive = {
  /** Give to the SDK as `rootUrl` (ends with `/`). */
  rootUrl: string;
  tokenUrl: string;
  /** Drive API calls received (token refreshes not included). */
  fileRequests: number;
  tokenRequests: number;
  addFile(file: Partial<FakeDriveFile>): FakeDriveFile;
  /** A file as the fake holds it now (undefined if unknown). */
  file(id: string): FakeDriveFile | undefined;
  /** Every file (trashed too) whose parents include `parentId`. */
  childrenOf(parentId: string): FakeDriveFile[];
  addRefreshToken(token?: string): string;
  revokeRefreshToken(token: string): void;
  failNext(status: number): void;
  close(): Promise<void>;
};

export async function startFakeDrive(client = testGoogleClient): Promise<FakeDrive> {
  const files = new Map<string, FakeDriveFile>();
  const refreshTokens = new Set<string>();
  const accessTokens = new Set<string>();
  const failures: number[] = [];

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { error: String(error) }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'POST' && url.pathname === '/token') {
      fake.tokenRequests++;
      return refreshTokenGrant(res, new URLSearchParams(await readBody(req)), {
        client,
        refreshTokens,
        accessTokens,
        label: 'drive',
      });
    }
    const match = /^\/drive\/v3\/files(?:\/([^/]+))?(\/copy)?$/.exec(url.pathname);
    if (!match) return send(res, 404, googleError(404, 'Not Found'));
    fake.fileRequests++;
    const failure = failures.shift();
    if (failure) return send(res, failure, googleError(failure, 'Simulated failure'));
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !accessTokens.has(bearer)) return send(res, 401, googleError(401, 'Invalid Credentials'));
    const fields = url.searchParams.get('fields');
    const id = match[1] ? decodeURIComponent(match[1]) : null;
    if (req.method === 'POST' && !id) return send(res, 200, pick(fake.addFile(fileBody(await readBody(req))), fields));
    if (!id) {
      if (req.method !== 'GET') return send(res, 404, googleError(404, 'Not Found'));
      const listed = [...files.values()].filter(matchesQuery(url.searchParams.get('q') ?? 'trashed = false'));
      const inner = fields ? (/files\(([^)]*)\)/.exec(fields)?.[1] ?? null) : null;
      return send(res, 200, { files: listed.map((file) => pick(file, inner)) });
    }
    const file = files.get(id);
    if (!file) return send(res, 404, googleError(404, `File not found: ${id}.`));
    if (req.method === 'GET') return send(res, 200, pick(file, fields));
    if (req.method === 'POST' && match[2]) {
      const { name, mimeType, parents, appProperties } = file;
      const copy = fake.addFile({ name, mimeType, parents, appProperties, ...fileBody(await readBody(req)) });
      return send(res, 200, pick(copy, fields));
    }
    if (req.method === 'PATCH') {
      Object.assign(file, fileBody(await readBody(req)));
      return send(res, 200, pick(file, fields));
    }
    return send(res, 404, googleError(404, 'Not Found'));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeDrive = {
    rootUrl: `${base}/`,
    tokenUrl: `${base}/token`,
    fileRequests: 0,
    tokenRequests: 0,
    addFile(partial) {
      const id = partial.id ?? `1${randomBytes(12).toString('base64url')}`;
      const file: FakeDriveFile = {
        id,
        name: partial.name ?? `Worksheet ${id.slice(0, 6)}.pdf`,
        mimeType: partial.mimeType ?? 'application/pdf',
        webViewLink: partial.webViewLink ?? `https://drive.google.com/file/d/${id}/view?usp=drivesdk`,
        thumbnailLink: partial.thumbnailLink ?? `https://lh3.googleusercontent.com/drive-thumb/${id}=s220`,
        trashed: partial.trashed ?? false,
        parents: partial.parents ?? ['root'],
        ...(partial.appProperties ? { appProperties: partial.appProperties } : {}),
      };
      files.set(id, file);
      return file;
    },
    file: (id) => files.get(id),
    childrenOf: (parentId) => [...files.values()].filter((file) => file.parents?.includes(parentId)),
    addRefreshToken(token = `1//drive-refresh-${randomBytes(8).toString('hex')}`) {
      refreshTokens.add(token);
      return token;
    },
    revokeRefreshToken(token) {
      refreshTokens.delete(token);
    },
    failNext(status) {
      failures.push(status);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
  return fake;
}

/** Only the fields asked for, as Drive answers with `fields=`. */
function pick(file: FakeDriveFile, fields: string | null): Record<string, unknown> {
  if (!fields) return { id: file.id, name: file.name, mimeType: file.mimeType, kind: 'drive#file' };
  const wanted = fields.split(',').map((field) => field.trim());
  return Object.fromEntries(
    wanted.filter((field) => field in file).map((field) => [field, file[field as keyof FakeDriveFile]]),
  );
}

/** Points the app's Google configuration (client, token endpoint, API root) at `fake` (undo with vi.unstubAllEnvs). */
export function stubDriveEnv(fake: FakeDrive, client = testGoogleClient) {
  vi.stubEnv('GOOGLE_CLIENT_ID', client.clientId);
  vi.stubEnv('GOOGLE_CLIENT_SECRET', client.clientSecret);
  vi.stubEnv('GOOGLE_TOKEN_URL', fake.tokenUrl);
  vi.stubEnv('GOOGLE_API_URL', fake.rootUrl);
  vi.stubEnv('APP_URL', 'http://localhost:3000');
}
