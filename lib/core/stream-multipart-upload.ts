import 'server-only';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from './errors';

/** How many leading bytes are kept in memory to judge the file's kind (file-type reads at most 4,100). */
const headBytes = 64 * 1024;

export type StreamedUpload = {
  /** A temporary file on this machine holding the upload; the caller removes it (`discard`). */
  filePath: string;
  size: number;
  /** The first bytes, to decide the kind from. */
  head: Uint8Array;
  /** The name the browser gave (shown only, never used as a path). */
  fileName: string;
  /** The text fields of the form, each given at most once. */
  fields: Record<string, string>;
  discard: () => Promise<void>;
};

/**
 * Reads a `multipart/form-data` body with one file (`fileField`) and a few text fields, streaming the
 * file to a temporary file while counting its bytes: nothing but its first 64 KB is held in memory.
 * Over `maxFileBytes` the upload stops at once, the partial file is deleted, and 413 is thrown (a
 * declared Content-Length over the limit is refused before reading). No file, two files, a repeated
 * or unknown field: 400, nothing kept.
 */
export async function streamMultipartUpload(
  req: Request,
  { fileField, textFields, maxFileBytes }: { fileField: string; textFields: readonly string[]; maxFileBytes: number },
): Promise<StreamedUpload> {
  const contentType = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new UnsupportedMediaTypeError('Send the file as multipart/form-data');
  }
  if (Number(req.headers.get('content-length') ?? 0) > maxFileBytes + 64 * 1024) {
    throw new PayloadTooLargeError(maxFileBytes);
  }
  if (!req.body) throw new ValidationError('The request is not valid', [{ path: fileField, message: 'Attach a file' }]);

  const folder = path.join(os.tmpdir(), 'lektio-uploads');
  await mkdir(folder, { recursive: true });
  const filePath = path.join(folder, `${randomUUID()}.part`);
  const discard = () => rm(filePath, { force: true });

  const fields: Record<string, string> = {};
  const problems: { path: string; message: string }[] = [];
  let fileName = '';
  let size = 0;
  let files = 0;
  let tooLarge = false;
  const head: Buffer[] = [];
  let headLength = 0;
  let fileDone: Promise<void> = Promise.resolve();

  const parser = busboy({
    headers: { 'content-type': contentType },
    limits: { fileSize: maxFileBytes, files: 2, fields: textFields.length + 5, fieldSize: 10_000 },
  });
  parser.on('field', (name, value) => {
    if (!textFields.includes(name)) problems.push({ path: '(root)', message: `Unknown field: ${name}` });
    else if (name in fields) problems.push({ path: name, message: 'Give this field once' });
    else fields[name] = value;
  });
  parser.on('file', (name, stream, info) => {
    files += 1;
    if (name !== fileField || files > 1) {
      problems.push({ path: name === fileField ? fileField : '(root)', message: `Attach exactly one file as ${fileField}` });
      stream.resume();
      return;
    }
    fileName = info.filename ?? '';
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (headLength < headBytes) {
        head.push(chunk);
        headLength += chunk.length;
      }
    });
    stream.on('limit', () => {
      tooLarge = true;
    });
    fileDone = pipeline(stream, createWriteStream(filePath));
    // Awaited after the form ends; until then a failure must not count as unhandled.
    fileDone.catch(() => undefined);
  });

  try {
    const finished = new Promise<void>((resolve, reject) => {
      parser.on('close', resolve);
      parser.on('error', reject);
    });
    // Stop reading the request as soon as the file passes the limit: the rest is never received.
    const source = Readable.fromWeb(req.body as WebReadableStream<Uint8Array>);
    parser.on('file', (_name, stream) => stream.on('limit', () => source.unpipe(parser) && parser.end()));
    source.pipe(parser);
    await finished;
    await fileDone;
  } catch (error) {
    await discard();
    if (tooLarge) throw new PayloadTooLargeError(maxFileBytes);
    throw new ValidationError('The body is not valid multipart/form-data', [
      { path: '(root)', message: error instanceof Error ? error.message : 'Unreadable body' },
    ]);
  }
  if (tooLarge) {
    await discard();
    throw new PayloadTooLargeError(maxFileBytes);
  }
  if (files === 0) problems.push({ path: fileField, message: 'Attach a file' });
  if (problems.length) {
    await discard();
    throw new ValidationError('The request is not valid', problems);
  }
  return { filePath, size, head: new Uint8Array(Buffer.concat(head)), fileName, fields, discard };
}
