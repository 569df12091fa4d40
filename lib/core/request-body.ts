import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from './errors';

export const maxJsonBodyBytes = 1024 * 1024;

/** Reads a JSON body, refusing more than `limit` bytes whether or not Content-Length is honest. */
export async function readJsonBody(req: Request, limit = maxJsonBodyBytes): Promise<unknown> {
  const type = req.headers.get('content-type') ?? '';
  const text = await readTextBody(req, limit);
  if (!text.trim()) return {};
  if (type && !/^application\/(.+\+)?json\b/i.test(type)) {
    throw new UnsupportedMediaTypeError('Send the body as application/json');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError('The body is not valid JSON');
  }
}

/** The raw body as UTF-8 text (e.g. a signed webhook payload), capped as readBodyBytes. */
export async function readTextBody(req: Request, limit = maxJsonBodyBytes): Promise<string> {
  const bytes = await readBodyBytes(req, limit);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
}

/**
 * The raw body, refusing more than `limit` bytes with 413 whether or not Content-Length is honest:
 * a declared length over it is refused before reading, and the stream is cancelled once it passes
 * it (a chunked body has no length to declare). `reportedLimit` is the limit the 413 names, when the
 * body's limit has room for more than the payload (multipart boundaries).
 */
export async function readBodyBytes(
  req: Request,
  limit: number,
  reportedLimit = limit,
): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(req.headers.get('content-length') ?? 0) > limit) throw new PayloadTooLargeError(reportedLimit);
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new PayloadTooLargeError(reportedLimit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Query strings become plain objects; a repeated key becomes an array. */
export function searchParamsToObject(params: URLSearchParams): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    result[key] = values.length > 1 ? values : values[0]!;
  }
  return result;
}
