import type { ErrorBody } from '@/lib/core/error-response';

/** The documented error shape for paths and methods the API does not serve. */
export function apiNotFound(pathname: string): Response {
  const body: ErrorBody = { error: { code: 'NOT_FOUND', message: `No API route at ${pathname}` } };
  return Response.json(body, { status: 404 });
}

export function apiMethodNotAllowed(method: string, allow: string[]): Response {
  const body: ErrorBody = {
    error: { code: 'METHOD_NOT_ALLOWED', message: `${method} is not allowed here; use ${allow.join(', ')}` },
  };
  return Response.json(body, { status: 405, headers: { Allow: allow.join(', ') } });
}
