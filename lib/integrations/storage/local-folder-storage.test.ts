import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFolderStorage } from './local-folder-storage';
import type { StorageAdapter } from './storage-adapter';

let root: string;
let files: StorageAdapter;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'lektio-storage-'));
  files = createLocalFolderStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

const bytes = new Uint8Array([1, 2, 3, 250]);

describe('local folder storage', () => {
  it('gives back the bytes and the content type that were stored', async () => {
    await files.put('avatars/t1/a.png', bytes, 'image/png');
    expect(await files.get('avatars/t1/a.png')).toEqual({ bytes, contentType: 'image/png' });
  });

  it('answers null for a key that was never stored', async () => {
    expect(await files.get('avatars/t1/never.png')).toBeNull();
  });

  it('deletes, and deleting a missing key is not an error', async () => {
    await files.put('avatars/t2/b.gif', bytes, 'image/gif');
    await files.delete('avatars/t2/b.gif');
    expect(await files.get('avatars/t2/b.gif')).toBeNull();
    await expect(files.delete('avatars/t2/b.gif')).resolves.toBeUndefined();
  });

  it('overwrites an existing key and leaves no temporary files behind', async () => {
    await files.put('avatars/t3/c.png', bytes, 'image/png');
    await files.put('avatars/t3/c.png', new Uint8Array([9]), 'image/webp');
    expect(await files.get('avatars/t3/c.png')).toEqual({ bytes: new Uint8Array([9]), contentType: 'image/webp' });
    expect(await readdir(path.join(root, 'objects/avatars/t3'))).toEqual(['c.png']);
  });

  it.each([
    '../escape.png',
    'avatars/../../escape.png',
    '/etc/passwd',
    'avatars//double.png',
    'avatars/.hidden',
    'avatars\\..\\escape.png',
    '',
  ])('refuses the key %j on put, get and delete', async (key) => {
    await expect(files.put(key, bytes, 'image/png')).rejects.toThrow(/Invalid storage key/);
    await expect(files.get(key)).rejects.toThrow(/Invalid storage key/);
    await expect(files.delete(key)).rejects.toThrow(/Invalid storage key/);
    expect((await readdir(path.dirname(root))).filter((name) => name === 'escape.png')).toEqual([]);
  });
});
