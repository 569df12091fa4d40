import { isProduction } from '@/lib/core/env';

export const sessionCookieName = 'svc_session';
/** Holds the teacher's own session while they impersonate a student. */
export const teacherSessionCookieName = 'svc_teacher_session';
export const sessionLifetimeSeconds = 30 * 24 * 60 * 60;

export type CookieOptions = {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  maxAge: number;
};

export const sessionCookieOptions = (maxAge = sessionLifetimeSeconds): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: isProduction(),
  path: '/',
  maxAge,
});

/** A Set-Cookie header value (route handlers set cookies on their own Response). */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${value}`, `Path=${options.path}`, `Max-Age=${options.maxAge}`, 'HttpOnly', 'SameSite=Lax'];
  if (options.maxAge > 0) parts.push(`Expires=${new Date(Date.now() + options.maxAge * 1000).toUTCString()}`);
  else parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export const clearCookie = (name: string) => serializeCookie(name, '', sessionCookieOptions(0));

/** A value that is not valid percent-encoding (`%ff`) reads as absent: a client's junk is not our failure. */
function decodeCookieValue(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return decodeCookieValue(part.slice(index + 1).trim());
  }
  return undefined;
}

/** The Set-Cookie value that signs the browser in with a new session id. */
export const sessionCookie = (sessionId: string, maxAge = sessionLifetimeSeconds) =>
  serializeCookie(sessionCookieName, sessionId, sessionCookieOptions(maxAge));
