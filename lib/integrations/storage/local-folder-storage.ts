import 'server-only';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { StorageAdapter } from './storage-adapter';
import { assertStorageKey, InvalidStorageKeyError } from './storage-key';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Files in a folder on this machine (UPLOADS_DIR): `objects/<key>` holds the bytes and
 * `types/<key>` the content type they were stored with, so `get` answers what `put` was told
 * rather than guessing from a file name.
 */
export function createLocalFolderStorage(root: string): StorageAdapter {
  const objectsRoot = path.resolve(root, 'objects');
  const typesRoot = path.resolve(root, 'types');

  /** The key pattern already rules out traversal; resolving and re-checking costs nothing and survives a pattern bug. */
  function inside(folder: string, key: string): string {
    assertStorageKey(key);
    const resolved = path.resolve(folder, key);
    if (!resolved.startsWith(folder + path.sep)) throw new InvalidStorageKeyError(key);
    return resolved;
  }

  /** Write to a temporary name, then rename: a reader never sees half a file. */
  async function writeAtomically(file: string, data: Uint8Array | string) {
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomUUID()}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, file);
  }

  return {
    async put(key, bytes, contentType) {
      await writeAtomically(inside(typesRoot, key), contentType);
      await writeAtomically(inside(objectsRoot, key), bytes);
    },

    async putFile(key, filePath, _size, contentType) {
      const file = inside(objectsRoot, key);
      await writeAtomically(inside(typesRoot, key), contentType);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      await copyFile(filePath, temporary);
      await rename(temporary, file);
    },

    async getStream(key) {
      try {
        const file = inside(objectsRoot, key);
        const [contentType, info] = await Promise.all([readFile(inside(typesRoot, key), 'utf8'), stat(file)]);
        const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
        return { body, contentType, size: info.size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async get(key) {
      try {
        const [bytes, contentType] = await Promise.all([
          readFile(inside(objectsRoot, key)),
          readFile(inside(typesRoot, key), 'utf8'),
        ]);
        return { bytes: new Uint8Array(bytes), contentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(inside(objectsRoot, key), { force: true });
      await rm(inside(typesRoot, key), { force: true });
    },
  };
}
