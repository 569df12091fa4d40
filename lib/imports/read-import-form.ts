import 'server-only';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '@/lib/core/errors';
import { zodDetails } from '@/lib/core/error-response';
import { readBodyBytes } from '@/lib/core/request-body';
import { maxImportFileBytes, ZImportFormFields, ZImportMapping, type TImportMapping } from './schemas';

export type ImportForm = {
  kind: 'students' | 'sessions_ics';
  bytes: Uint8Array;
  fileName: string;
  mapping?: TImportMapping;
  preset?: 'my_music_staff' | 'tutorbird' | 'teachworks' | 'generic';
  serviceId?: string;
};

const multipartOverheadBytes = 64 * 1024;
const invalid = (path: string, message: string) => new ValidationError('The request is not valid', [{ path, message }]);

function parseMapping(text: string | undefined): TImportMapping | undefined {
  if (text === undefined || text === '') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalid('mapping', 'Send the mapping as JSON, e.g. {"email":"E-mail"}');
  }
  const parsed = ZImportMapping.safeParse(json);
  if (!parsed.success) {
    throw new ValidationError(
      'The request is not valid',
      zodDetails(parsed.error).map((detail) => ({ ...detail, path: `mapping.${detail.path}` })),
    );
  }
  return parsed.data;
}

/**
 * The import form: `multipart/form-data` with one `file` (at most 5 MB) and the text fields `kind`,
 * optional `mapping` (JSON), `preset` and `serviceId`; any other field is refused (400), as the
 * JSON bodies are strict.
 */
export async function readImportForm(req: Request): Promise<ImportForm> {
  const contentType = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new UnsupportedMediaTypeError('Send the file as multipart/form-data');
  }
  const body = await readBodyBytes(req, maxImportFileBytes + multipartOverheadBytes, maxImportFileBytes);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new ValidationError('The body is not valid multipart/form-data');
  }
  const files = form.getAll('file');
  const file = files[0];
  if (files.length !== 1 || !(file instanceof Blob)) throw invalid('file', 'Attach exactly one file');
  if (file.size > maxImportFileBytes) throw new PayloadTooLargeError(maxImportFileBytes);

  const fields: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    if (key === 'file') continue;
    if (typeof value !== 'string' || key in fields) throw invalid(key, 'Send this field once, as text');
    fields[key] = value;
  }
  const parsed = ZImportFormFields.safeParse(fields);
  if (!parsed.success) throw new ValidationError('The request is not valid', zodDetails(parsed.error));
  const { kind, mapping, preset, serviceId } = parsed.data;
  if (kind === 'sessions_ics' && !serviceId) throw invalid('serviceId', 'Choose the service the sessions belong to');
  return {
    kind,
    bytes: new Uint8Array(await file.arrayBuffer()),
    fileName: ('name' in file && typeof file.name === 'string' && file.name) || 'import',
    mapping: parseMapping(mapping),
    preset,
    serviceId,
  };
}
