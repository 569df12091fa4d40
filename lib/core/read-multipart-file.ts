import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from './errors';
import { readBodyBytes } from './request-body';

/** Room for the boundaries and part headers around the file in a multipart body. */
const multipartOverheadBytes = 64 * 1024;

/**
 * Reads the one file of a `multipart/form-data` body, for routes whose contract has no JSON body.
 * Refuses a declared Content-Length over the limit before reading, stops reading once the stream
 * passes the limit (Content-Length may be absent or false), and refuses any field but `field`,
 * as JSON schemas are strict.
 */
export async function readMultipartFile(req: Request, field: string, maxFileBytes: number): Promise<Uint8Array> {
  const maxBodyBytes = maxFileBytes + multipartOverheadBytes;
  if (Number(req.headers.get('content-length') ?? 0) > maxBodyBytes) throw new PayloadTooLargeError(maxFileBytes);
  const contentType = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new UnsupportedMediaTypeError('Send the file as multipart/form-data');
  }
  const body = await readBodyBytes(req, maxBodyBytes, maxFileBytes);

  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new ValidationError('The body is not valid multipart/form-data');
  }
  const unknown = [...new Set(form.keys())].filter((key) => key !== field);
  if (unknown.length) {
    throw new ValidationError('The request is not valid', [
      { path: '(root)', message: `Unknown field(s): ${unknown.join(', ')}` },
    ]);
  }
  const files = form.getAll(field);
  const file = files[0];
  if (files.length !== 1 || !(file instanceof Blob)) {
    throw new ValidationError('The request is not valid', [{ path: field, message: 'Attach exactly one file' }]);
  }
  if (file.size > maxFileBytes) throw new PayloadTooLargeError(maxFileBytes);
  return new Uint8Array(await file.arrayBuffer());
}
