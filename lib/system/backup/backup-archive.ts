/**
 * A minimal ustar (POSIX tar) writer and reader for the backup file: regular files only, read and
 * written one entry at a time. Tar, so that `tar -tf lektio-backup.tar` lists what a backup holds and
 * `tar -xf` opens it without Lektio.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';

const block = 512;

function octal(value: number, length: number): string {
  return `${value.toString(8).padStart(length - 1, '0')}\0`;
}

const fitsUstar = (name: string) => Buffer.byteLength(name) <= 100 && !/[^\x20-\x7e]/.test(name);

/** A PAX extended header (`x`) carrying a path that a ustar header cannot hold (long or not ASCII). */
function paxPath(name: string): Buffer {
  const body = ` path=${name}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (`${length}`.length + Buffer.byteLength(body) !== length) length = `${length}`.length + Buffer.byteLength(body);
  const record = Buffer.from(`${length}${body}`);
  const padding = Buffer.alloc((block - (record.length % block)) % block);
  return Buffer.concat([header('PaxHeader', record.length, new Date(), 'x'), record, padding]);
}

function header(name: string, size: number, mtime: Date, type = '0'): Buffer {
  const buffer = Buffer.alloc(block);
  buffer.write(fitsUstar(name) ? name : name.replace(/[^\x20-\x7e]/g, '_').slice(-100), 0, 100, 'utf8');
  buffer.write(octal(0o644, 8), 100, 'ascii');
  buffer.write(octal(0, 8), 108, 'ascii');
  buffer.write(octal(0, 8), 116, 'ascii');
  buffer.write(octal(size, 12), 124, 'ascii');
  buffer.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  buffer.write('        ', 148, 'ascii');
  buffer.write(type, 156, 'ascii');
  buffer.write('ustar\0', 257, 'ascii');
  buffer.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of buffer) sum += byte;
  buffer.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return buffer;
}

export type ArchiveEntry = { name: string; data: Uint8Array };

/** Writes the entries to `file` (created or replaced), returning each entry's SHA-256. */
export function writeArchive(file: string, entries: Iterable<ArchiveEntry>): Record<string, string> {
  const digests: Record<string, string> = {};
  const fd = fs.openSync(file, 'w');
  try {
    for (const { name, data } of entries) {
      if (!fitsUstar(name)) fs.writeSync(fd, paxPath(name));
      fs.writeSync(fd, header(name, data.byteLength, new Date()));
      fs.writeSync(fd, data);
      const padding = (block - (data.byteLength % block)) % block;
      if (padding) fs.writeSync(fd, Buffer.alloc(padding));
      digests[name] = createHash('sha256').update(data).digest('hex');
    }
    fs.writeSync(fd, Buffer.alloc(block * 2));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  return digests;
}

/** The entries of a tar file (regular files only). */
export function* readArchive(file: string): Generator<ArchiveEntry> {
  const bytes = fs.readFileSync(file);
  let offset = 0;
  let longPath: string | undefined;
  while (offset + block <= bytes.length) {
    const head = bytes.subarray(offset, offset + block);
    if (head.every((byte) => byte === 0)) return;
    const text = (start: number, length: number) => head.toString('utf8', start, start + length).replace(/\0.*$/s, '');
    const size = parseInt(text(124, 12).trim() || '0', 8);
    const prefix = text(345, 155);
    const name = prefix ? `${prefix}/${text(0, 100)}` : text(0, 100);
    const type = text(156, 1);
    offset += block;
    const data = bytes.subarray(offset, offset + size);
    if (type === 'x') longPath = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(data.toString('utf8'))?.[1];
    if (type === '0' || type === '') {
      yield { name: longPath ?? name, data };
      longPath = undefined;
    }
    offset += Math.ceil(size / block) * block;
  }
}
