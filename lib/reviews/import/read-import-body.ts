import 'server-only';
import { UnsupportedMediaTypeError, ValidationError } from '@/lib/core/errors';
import { zodDetails } from '@/lib/core/error-response';
import { assertNoNulCharacters } from '@/lib/core/nul-characters';
import { readMultipartFile } from '@/lib/core/read-multipart-file';
import { readJsonBody, readTextBody } from '@/lib/core/request-body';
import { csvReviewRows, type RawImportRow } from './csv-review-rows';
import { maxImportCsvBytes, ZImportReviewsJson } from './schemas';

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decode(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new ValidationError('The CSV is not valid', [{ path: 'file', message: 'Save the file as UTF-8 text' }]);
  }
}

function fromJson(body: unknown): RawImportRow[] {
  assertNoNulCharacters(body, 'body');
  const parsed = ZImportReviewsJson.safeParse(Array.isArray(body) ? { reviews: body } : body);
  if (!parsed.success) throw new ValidationError('The request is not valid', zodDetails(parsed.error));
  return parsed.data.reviews.map((value) => ({ value, errors: [] }));
}

/** A file's text: JSON when it opens with `{` or `[` (the list, or `{ reviews }`), else CSV. */
function fromFile(text: string): RawImportRow[] {
  if (/^\uFEFF?\s*[[{]/.test(text)) {
    let body: unknown;
    try {
      body = JSON.parse(text.replace(/^\uFEFF/, ''));
    } catch {
      throw new ValidationError('The file is not valid JSON', [
        { path: 'file', message: 'The file is not valid JSON' },
      ]);
    }
    return fromJson(body);
  }
  assertNoNulCharacters(text, 'file');
  return csvReviewRows(text);
}

/**
 * The rows of an import request, by Content-Type: `application/json` `{ reviews: [...] }` (strict),
 * `multipart/form-data` with one field `file`, or a `text/csv` body. A file or text body holding JSON
 * (the list, or `{ reviews }`) is read as JSON, anything else as CSV. Each is capped (1 MB).
 */
export async function readImportBody(req: Request): Promise<RawImportRow[]> {
  const type = (req.headers.get('content-type') ?? '').toLowerCase();
  if (/^multipart\/form-data\s*;/.test(type)) {
    return fromFile(decode(await readMultipartFile(req, 'file', maxImportCsvBytes)));
  }
  if (/^text\/(csv|plain)\b/.test(type)) return fromFile(await readTextBody(req, maxImportCsvBytes));
  if (!/^application\/(.+\+)?json\b/.test(type)) {
    throw new UnsupportedMediaTypeError('Send JSON { reviews: [...] }, a CSV as text/csv, or a multipart `file`');
  }
  return fromJson(await readJsonBody(req));
}
