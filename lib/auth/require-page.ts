import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { sessionCookieName } from './cookies';
import { resolveSession, type ResolvedSession } from './resolve-session';

/**
 * Page guards for server components: the web-layer twin of the API wrappers in lib/http/route.ts
 * (docs/decisions/0004-route-contracts.md explains why this file may import next/*).
 */
/**
 * Once per server request: the layout and the page both guard themselves, and React's `cache`
 * lets the second ask reuse the first's answer instead of reading the session again (issue 38).
 */
export const currentSession = cache(async (): Promise<ResolvedSession | null> => {
  const store = await cookies();
  return resolveSession(store.get(sessionCookieName)?.value);
});

export async function requireTeacherSessionPage() {
  const session = await currentSession();
  if (session?.role !== 'teacher') redirect('/sign-in');
  return session;
}

export async function requireTeacherPage() {
  return (await requireTeacherSessionPage()).teacher;
}

export async function requireStudentPage() {
  const session = await currentSession();
  if (session?.role !== 'student') redirect('/sign-in?as=student');
  return {
    student: session.student,
    impersonating: session.impersonatorTeacherId !== null,
    /** A family's payer acting for `student` (issue 34), or null. */
    payer: session.payer,
    session,
  };
}
