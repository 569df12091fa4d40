import type { Metadata } from 'next';
import { SEEDED_TEACHERS } from '@/components/auth/dev-login-list';
import { SignInCard } from '@/components/auth/sign-in-card';

export const metadata: Metadata = { title: 'Sign in' };

const ERRORS: Record<string, string> = {
  state: 'Your sign-in attempt expired. Please try again.',
  denied: 'Google sign-in was cancelled.',
  session: 'Your session has ended. Please sign in again.',
};

type SignInPageProps = {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function SignInPage({ searchParams }: SignInPageProps) {
  const params = await searchParams;
  const code = typeof params.error === 'string' ? params.error : null;
  const error = code ? (ERRORS[code] ?? 'We could not sign you in. Please try again.') : null;
  const devTeachers = process.env.NODE_ENV !== 'production' ? SEEDED_TEACHERS : undefined;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-linear-to-b from-primary-50 via-background to-background px-4 py-10">
      <SignInCard devTeachers={devTeachers} error={error} />
    </main>
  );
}
