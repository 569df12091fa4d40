import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGoogleOAuthClient, googleCredentials } from '@/lib/integrations/google/oauth-client';
import { startFakeDrive, stubDriveEnv, type FakeDrive } from '@/test/fakes/google-drive';
import { DriveAuthorizationError, DriveFilesNotFoundError, DriveUnavailableError } from './drive-files-adapter';
import { createGoogleDriveFilesAdapter } from './google-drive-files-adapter';

let drive: FakeDrive;
beforeAll(async () => {
  drive = await startFakeDrive();
});
afterAll(() => drive.close());
beforeEach(() => stubDriveEnv(drive));
afterEach(() => vi.unstubAllEnvs());

function adapterFor(refreshToken: string) {
  const auth = createGoogleOAuthClient(googleCredentials()!);
  auth.setCredentials({ refresh_token: refreshToken });
  return createGoogleDriveFilesAdapter({ auth });
}

describe('createGoogleDriveFilesAdapter', () => {
  it('reads files by id in the order asked, refreshing the access token itself', async () => {
    const files = Array.from({ length: 7 }, (_, index) => drive.addFile({ name: `File ${index}` }));
    const tokensBefore = drive.tokenRequests;
    const adapter = adapterFor(drive.addRefreshToken());
    const read = await adapter.getFiles(files.map((file) => file.id).reverse());
    expect(read.map((file) => file.name)).toEqual(files.map((file) => file.name).reverse());
    expect(read[0]).toEqual({
      id: files[6]!.id,
      name: 'File 6',
      webViewLink: files[6]!.webViewLink,
      mimeType: 'application/pdf',
      thumbnailLink: files[6]!.thumbnailLink,
    });
    expect(drive.tokenRequests - tokensBefore).toBe(1);
  });

  it('names every missing or trashed file', async () => {
    const adapter = adapterFor(drive.addRefreshToken());
    const present = drive.addFile({});
    const binned = drive.addFile({ trashed: true });
    const error = await adapter.getFiles(['missing1', present.id, binned.id]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DriveFilesNotFoundError);
    expect((error as DriveFilesNotFoundError).fileIds).toEqual(['missing1', binned.id]);
  });

  it('reports a refused refresh token as an authorisation error and a 5xx as unavailable', async () => {
    const file = drive.addFile({});
    await expect(adapterFor('1//unknown-token').getFiles([file.id])).rejects.toBeInstanceOf(DriveAuthorizationError);
    const adapter = adapterFor(drive.addRefreshToken());
    drive.failNext(503);
    await expect(adapter.getFiles([file.id])).rejects.toBeInstanceOf(DriveUnavailableError);
  });

  it('lists files that are not trashed', async () => {
    const adapter = adapterFor(drive.addRefreshToken());
    const listed = drive.addFile({ name: 'Listed' });
    const binned = drive.addFile({ name: 'Binned', trashed: true });
    const { files } = await adapter.listFiles!({ text: "it's" });
    expect(files.map((file) => file.id)).toContain(listed.id);
    expect(files.map((file) => file.id)).not.toContain(binned.id);
  });
});
