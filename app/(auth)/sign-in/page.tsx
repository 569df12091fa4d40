import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SEEDED_TEACHERS } from '@/components/auth/dev-login-list';
import { SignInCard } from '@/components/auth/sign-in-card';
import { isProduction } from '@/lib/core/env';

export const metadata: Metadata = { title: 'Sign in' };
// Dev login depends on APP_ENV at run time, not at build time.
export const dynamic = 'force-dynamic';

const ERRORS: Record<string, string> = {
  state: 'Your sign-in attempt expired. Please try again.',
  denied: 'Google sign-in was cancelled.',
  session: 'Your session has ended. Please sign in again.',
  account: 'This e-mail address is already linked to another Google account. Sign in with that Google account instead.',
  idp_unconfigured: 'Google sign-in is not configured here; use the development login.',
};

type SignInPageProps = {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function SignInPage({ searchParams }: SignInPageProps) {
  const params = await searchParams;
  // requireStudentPage and older links send students here; their sign-in has its own page.
  if (params.as === 'student') redirect('/sign-in/student');
  const code = typeof params.error === 'string' ? params.error : null;
  const error = code ? (ERRORS[code] ?? 'We could not sign you in. Please try again.') : null;
  const devTeachers = isProduction() ? undefined : SEEDED_TEACHERS;

  return (
    <main className="from-primary-50 via-background to-background flex min-h-dvh items-center justify-center bg-linear-to-b px-4 py-10">
      <SignInCard devTeachers={devTeachers} error={error} />
    </main>
  );
}
