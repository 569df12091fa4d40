import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { sessionCookieName } from './cookies';
import { resolveSession, type ResolvedSession } from './resolve-session';

/**
 * Page guards for server components: the web-layer twin of the API wrappers in lib/http/route.ts
 * (docs/decisions/0004-route-contracts.md explains why this file may import next/*).
 */
export async function currentSession(): Promise<ResolvedSession | null> {
  const store = await cookies();
  return resolveSession(store.get(sessionCookieName)?.value);
}

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
  return { student: session.student, impersonating: session.impersonatorTeacherId !== null };
}
