import { sessionCookieName } from '@/lib/auth/cookies';
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
};

/** Calls a route handler the way Next.js does: a Request plus a params promise. */
export async function callRoute(handler: RouteHandler, options: CallOptions = {}) {
  const headers = new Headers(options.headers);
  headers.set(
    'x-forwarded-for',
    options.ip ??
      `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  );
  if (options.cookie) headers.set('cookie', options.cookie);
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set('content-type', 'application/json');
  }
  const request = new Request(`http://localhost:3000${options.path ?? '/'}`, {
    method: options.method ?? 'GET',
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
