import { fileBody, matchesQuery, pickFields } from './drive-query';
import { addFile, type DriveState } from './drive-state';
import { bearerOf, googleError, send, type SimulatorRoutes } from './http-plumbing';
import type { TokenStore } from './token-store';

/**
 * Google Drive v3 under /drive/v3/files, reached by the real googleapis client through `rootUrl`:
 * - GET files/:id answers the file with just the `fields` asked (404 in Google's error shape for an
 *   unknown id);
 * - GET files lists the files that are not trashed, filtered by the `q` terms the app uses
 *   (`'<id>' in parents`, `appProperties has { key='k' and value='v' }`, `mimeType = '...'`;
 *   `name contains` matches every name);
 * - POST files creates a file or folder (metadata only), POST files/:id/copy copies one, PATCH
 *   files/:id updates name, trashed or appProperties.
 * Every call needs an access token of `store` (401 otherwise); `state.failures` fails the next call.
 */
export function driveRoutes(state: DriveState, store: TokenStore): SimulatorRoutes {
  return ({ req, res, url, method, body }) => {
    const match = /^\/drive\/v3\/files(?:\/([^/]+))?(\/copy)?$/.exec(url.pathname);
    if (!match) return false;
    state.stats.fileRequests++;
    const failure = state.failures.shift();
    if (failure) return (send(res, failure, googleError(failure, 'Simulated failure')), true);
    const bearer = bearerOf(req);
    if (!bearer || !store.accessTokens.has(bearer))
      return (send(res, 401, googleError(401, 'Invalid Credentials')), true);
    const fields = url.searchParams.get('fields');
    const id = match[1] ? decodeURIComponent(match[1]) : null;
    if (method === 'POST' && !id) return (send(res, 200, pickFields(addFile(state, fileBody(body)), fields)), true);
    if (!id) {
      if (method !== 'GET') return (send(res, 404, googleError(404, 'Not Found')), true);
      const listed = [...state.files.values()].filter(matchesQuery(url.searchParams.get('q') ?? 'trashed = false'));
      const inner = fields ? (/files\(([^)]*)\)/.exec(fields)?.[1] ?? null) : null;
      return (send(res, 200, { files: listed.map((file) => pickFields(file, inner)) }), true);
    }
    const file = state.files.get(id);
    if (!file) return (send(res, 404, googleError(404, `File not found: ${id}.`)), true);
    if (method === 'GET') return (send(res, 200, pickFields(file, fields)), true);
    if (method === 'POST' && match[2]) {
      const { name, mimeType, parents, appProperties } = file;
      const copy = addFile(state, { name, mimeType, parents, appProperties, ...fileBody(body) });
      return (send(res, 200, pickFields(copy, fields)), true);
    }
    if (method === 'PATCH') {
      Object.assign(file, fileBody(body));
      return (send(res, 200, pickFields(file, fields)), true);
    }
    return (send(res, 404, googleError(404, 'Not Found')), true);
  };
}
