import { sessionCookieName } from '@/lib/auth/cookies';
import { edgeHeader } from '@/lib/http/client-info';
import { createSession, type SessionOwner } from '@/lib/auth/create-session';

type RouteHandler = (req: Request, segment: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type CallOptions = {
  method?: string;
  path?: string;
  params?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  cookie?: string;
  headers?: Record<string, string>;
  ip?: string;
  /** Leave out the Origin header a browser adds to writes (to test the origin rule). */
  withoutOrigin?: boolean;
};

export const testOrigin = 'http://localhost:3000';

/** Test processes play the part of server.mjs: the token it would set, so the edge headers count. */
process.env.LEKTIO_EDGE_TOKEN ??= 'test-edge-token';

/** What server.mjs writes for a client at `ip` that reached us at the test origin. */
export function edgeHeaders(ip: string): Record<string, string> {
  return {
    [edgeHeader.token]: process.env.LEKTIO_EDGE_TOKEN!,
    [edgeHeader.clientIp]: ip,
    [edgeHeader.origin]: testOrigin,
  };
}

const randomIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Calls a route handler the way Next.js does behind server.mjs (a Request plus a params promise),
 * from a browser: writes carry the page's Origin unless `withoutOrigin` or an explicit origin is given.
 */
export async function callRoute(handler: RouteHandler, options: CallOptions = {}) {
  const method = options.method ?? 'GET';
  const headers = new Headers(edgeHeaders(options.ip ?? randomIp()));
  for (const [name, value] of new Headers(options.headers)) headers.set(name, value);
  if (writes.has(method) && !options.withoutOrigin && !headers.has('origin')) headers.set('origin', testOrigin);
  if (options.cookie) headers.set('cookie', options.cookie);
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set('content-type', 'application/json');
  }
  const request = new Request(`${testOrigin}${options.path ?? '/'}`, {
    method,
    headers,
    body,
  });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json: json as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * Like callRoute (POST by default) with a non-JSON body such as FormData for multipart uploads: the
 * Request then sets its own Content-Type with the multipart boundary.
 */
export function callRouteWithBody(
  handler: RouteHandler,
  body: FormData | Uint8Array<ArrayBuffer> | string,
  options: Omit<CallOptions, 'body' | 'rawBody'> = {},
) {
  return callRoute((req, segment) => handler(new Request(req, { body }), segment), { method: 'POST', ...options });
}

/** A cookie header for a fresh session of the given owner. */
export async function sessionCookie(owner: SessionOwner): Promise<string> {
  const { sessionId } = await createSession(owner);
  return `${sessionCookieName}=${sessionId}`;
}

/** A session cookie of a teacher: `sessionCookie({ role: 'teacher', teacherId })`. */
export const teacherCookie = (teacherId: string) => sessionCookie({ role: 'teacher', teacherId });
