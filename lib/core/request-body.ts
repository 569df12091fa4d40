import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from './errors';

export const maxJsonBodyBytes = 1024 * 1024;

/** Reads a JSON body, refusing more than `limit` bytes whether or not Content-Length is honest. */
export async function readJsonBody(req: Request, limit = maxJsonBodyBytes): Promise<unknown> {
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > limit) throw new PayloadTooLargeError(limit);
  const type = req.headers.get('content-type') ?? '';
  const text = await readText(req, limit);
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

async function readText(req: Request, limit: number): Promise<string> {
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new PayloadTooLargeError(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
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
