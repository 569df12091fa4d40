import { refuseCrossSite } from './magic-link/refuse-cross-site';
import { sessionCookieName, readCookie } from './cookies';
import { resolveSession, type ResolvedSession } from './resolve-session';

export type StudentSession = Extract<ResolvedSession, { role: 'student' }>;

/**
 * The student signed in on a public route, if any. Public routes authenticate nobody (the wrapper
 * skips the session and its origin check), yet enrollment and discount checks act for the signed-in
 * student when there is one. A teacher's session, or none, is null: the caller treats the request
 * as a visitor's. With `forWrite`, a cross-site request that would act on the student's session is
 * refused (403), as the wrapper does for authenticated routes.
 */
export async function readStudentSession(
  req: Request,
  { forWrite = false }: { forWrite?: boolean } = {},
): Promise<StudentSession | null> {
  const session = await resolveSession(readCookie(req.headers.get('cookie'), sessionCookieName));
  if (session?.role !== 'student') return null;
  if (forWrite) refuseCrossSite(req);
  return session;
}
