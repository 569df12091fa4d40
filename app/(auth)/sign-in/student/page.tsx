import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StudentSignInCard } from '@/components/auth/student-sign-in-card';
import { findSignInTeacher } from '@/lib/auth/magic-link/find-sign-in-teacher';
import { isProduction } from '@/lib/core/env';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth.student'))('metaTitle'), robots: { index: false, follow: false } };
}
// The development mailbox hint depends on APP_ENV at run time, not at build time.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function StudentSignInPage({ searchParams }: Props) {
  const { teacher: slug } = await searchParams;
  const requested = typeof slug === 'string' ? slug : undefined;
  const teacher = await findSignInTeacher(requested);
  return (
    <main className="from-primary-50 via-background to-background flex min-h-dvh items-center justify-center bg-linear-to-b px-4 py-10">
      <StudentSignInCard teacher={teacher} initialSlug={requested} showDevMailbox={!isProduction()} />
    </main>
  );
}
