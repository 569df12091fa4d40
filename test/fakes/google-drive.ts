import { vi } from 'vitest';
import { driveRoutes } from '@/dev/simulators/google/drive-routes';
import {
  addFile,
  childrenOf,
  createDriveState,
  type SimulatedDriveFile,
} from '@/dev/simulators/google/drive-state';
import { listen } from '@/dev/simulators/google/http-plumbing';
import {
  createTokenStore,
  issueRefreshToken,
  refreshTokenRoute,
  revokeToken,
} from '@/dev/simulators/google/token-store';
import { testGoogleClient } from './google-oauth';

/**
 * A local stand-in for Google Drive v3 (the simulated Google's Drive routes with a token endpoint
 * of their own, refresh grant only), reached by the real googleapis client through its `rootUrl`
 * option (GOOGLE_API_URL) and by google-auth-library's token refresh through GOOGLE_TOKEN_URL; see
 * dev/simulators/google/drive-routes.ts for what it answers.
 * `failNext(status)` makes the next Drive call fail, to test outages.
 */

export type FakeDriveFile = SimulatedDriveFile;

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
  const store = createTokenStore(client, { label: 'drive' });
  const state = createDriveState();
  const server = await listen([refreshTokenRoute(store, state.stats), driveRoutes(state, store)]);
  return {
    rootUrl: `${server.base}/`,
    tokenUrl: `${server.base}/token`,
    get fileRequests() {
      return state.stats.fileRequests;
    },
    get tokenRequests() {
      return state.stats.tokenRequests;
    },
    addFile: (partial) => addFile(state, partial),
    file: (id) => state.files.get(id),
    childrenOf: (parentId) => childrenOf(state, parentId),
    addRefreshToken: (token) => issueRefreshToken(store, token),
    revokeRefreshToken: (token) => revokeToken(store, token),
    failNext: (status) => void state.failures.push(status),
    close: server.close,
  };
}

/** Points the app's Google configuration (client, token endpoint, API root) at `fake` (undo with vi.unstubAllEnvs). */
export function stubDriveEnv(fake: FakeDrive, client = testGoogleClient) {
  vi.stubEnv('GOOGLE_CLIENT_ID', client.clientId);
  vi.stubEnv('GOOGLE_CLIENT_SECRET', client.clientSecret);
  vi.stubEnv('GOOGLE_TOKEN_URL', fake.tokenUrl);
  vi.stubEnv('GOOGLE_API_URL', fake.rootUrl);
  vi.stubEnv('APP_URL', 'http://localhost:3000');
}
