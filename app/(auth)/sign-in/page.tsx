import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SEEDED_TEACHERS } from '@/components/auth/dev-login-list';
import { SignInCard } from '@/components/auth/sign-in-card';
import { isProduction } from '@/lib/core/env';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth.teacher'))('metaTitle') };
}
// Dev login depends on APP_ENV at run time, not at build time.
export const dynamic = 'force-dynamic';

/** `?error=` codes the sign-in routes send back here; their words are `auth.teacher.errors.<code>`. */
const errorCodes = new Set(['state', 'denied', 'session', 'account', 'idp_unconfigured']);

type SignInPageProps = {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function SignInPage({ searchParams }: SignInPageProps) {
  const params = await searchParams;
  // requireStudentPage and older links send students here; their sign-in has its own page.
  if (params.as === 'student') redirect('/sign-in/student');
  const t = await getTranslations('auth.teacher.errors');
  const code = typeof params.error === 'string' ? params.error : null;
  const error = code ? t(errorCodes.has(code) ? code : 'other') : null;
  const devTeachers = isProduction() ? undefined : SEEDED_TEACHERS;

  return (
    <main className="from-primary-50 via-background to-background flex min-h-dvh items-center justify-center bg-linear-to-b px-4 py-10">
      <SignInCard devTeachers={devTeachers} error={error} />
    </main>
  );
}
