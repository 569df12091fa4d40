import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import type { DriveFile } from '@/lib/integrations/google-drive/drive-files-adapter';
import { createResource, createTeacher } from '@/test/factories';
import { importDriveFiles } from './import-drive-files';

let counter = 0;
const driveFile = (overrides: Partial<DriveFile> = {}): DriveFile => {
  const id = overrides.id ?? `1file${Date.now().toString(36)}${counter++}`;
  return {
    id,
    name: `Worksheet ${id}.pdf`,
    webViewLink: `https://drive.google.com/file/d/${id}/view`,
    mimeType: 'application/pdf',
    thumbnailLink: `https://lh3.googleusercontent.com/${id}=s220`,
    ...overrides,
  };
};

describe('importDriveFiles', () => {
  it('creates drive resources from the files, in order', async () => {
    const teacher = await createTeacher();
    const folder = await db.materialFolder.create({ data: { teacherId: teacher.id, name: 'Imports' } });
    const [a, b] = [driveFile({ name: '  Listening test  ' }), driveFile({ mimeType: null, thumbnailLink: null })];
    const result = await importDriveFiles({ teacherId: teacher.id, files: [a, b], folderId: folder.id });
    expect(result).toMatchObject({ created: 2, existing: 0 });
    expect(result.data).toEqual([
      expect.objectContaining({
        label: 'Listening test',
        provider: 'drive',
        providerItemId: a.id,
        url: a.webViewLink,
        thumbnailUrl: a.thumbnailLink,
        mimeType: 'application/pdf',
        type: 'material',
        folderId: folder.id,
      }),
      expect.objectContaining({ providerItemId: b.id, thumbnailUrl: null, mimeType: null }),
    ]);
  });

  it('gives one resource for a file imported twice, one after the other and at the same time', async () => {
    const teacher = await createTeacher();
    const file = driveFile();
    const first = await importDriveFiles({ teacherId: teacher.id, files: [file] });
    const again = await importDriveFiles({ teacherId: teacher.id, files: [file, driveFile()] });
    expect(first).toMatchObject({ created: 1, existing: 0 });
    expect(again).toMatchObject({ created: 1, existing: 1 });
    expect(again.data[0]!.id).toBe(first.data[0]!.id);

    const shared = driveFile();
    const concurrent = await Promise.all(
      Array.from({ length: 4 }, () => importDriveFiles({ teacherId: teacher.id, files: [shared] })),
    );
    expect(concurrent.map((result) => result.created).sort()).toEqual([0, 0, 0, 1]);
    expect(new Set(concurrent.map((result) => result.data[0]!.id)).size).toBe(1);
    expect(await db.resource.count({ where: { teacherId: teacher.id, providerItemId: shared.id } })).toBe(1);
    expect(await db.resource.count({ where: { teacherId: teacher.id } })).toBe(3);
  });

  it('leaves an existing live resource as it is (label, folder) and restores a trashed one into the folder', async () => {
    const teacher = await createTeacher();
    const folder = await db.materialFolder.create({ data: { teacherId: teacher.id, name: 'Target' } });
    const live = driveFile();
    const trashed = driveFile();
    const kept = await createResource({
      teacherId: teacher.id,
      provider: 'drive',
      providerItemId: live.id,
      label: 'Renamed by me',
    });
    const binned = await createResource({
      teacherId: teacher.id,
      provider: 'drive',
      providerItemId: trashed.id,
      deletedAt: new Date(),
      deletionBatchId: crypto.randomUUID(),
    });
    const result = await importDriveFiles({ teacherId: teacher.id, files: [live, trashed], folderId: folder.id });
    expect(result).toMatchObject({ created: 0, existing: 2 });
    expect(result.data.map((row) => row.id)).toEqual([kept.id, binned.id]);
    expect(result.data[0]).toMatchObject({ label: 'Renamed by me', folderId: null });
    expect(await db.resource.findUniqueOrThrow({ where: { id: binned.id } })).toMatchObject({
      deletedAt: null,
      deletionBatchId: null,
      folderId: folder.id,
    });
  });

  it('keeps teachers apart: the same file for two teachers gives two resources', async () => {
    const [one, two] = [await createTeacher(), await createTeacher()];
    const file = driveFile();
    const first = await importDriveFiles({ teacherId: one.id, files: [file] });
    const second = await importDriveFiles({ teacherId: two.id, files: [file] });
    expect(second).toMatchObject({ created: 1, existing: 0 });
    expect(second.data[0]!.id).not.toBe(first.data[0]!.id);
  });

  it('refuses a folder that is not the teacher’s live folder (404) and writes nothing', async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const foreign = await db.materialFolder.create({ data: { teacherId: other.id, name: 'Theirs' } });
    await expect(
      importDriveFiles({ teacherId: teacher.id, files: [driveFile()], folderId: foreign.id }),
    ).rejects.toMatchObject({ status: 404 });
    expect(await db.resource.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it('falls back to the drive address when the link is not http(s)', async () => {
    const teacher = await createTeacher();
    const file = driveFile({ webViewLink: 'javascript:alert(1)', thumbnailLink: 'data:image/png;base64,xx', name: '' });
    const [resource] = (await importDriveFiles({ teacherId: teacher.id, files: [file] })).data;
    expect(resource).toMatchObject({
      url: `https://drive.google.com/file/d/${file.id}/view`,
      thumbnailUrl: null,
      label: 'Untitled',
    });
  });
});
