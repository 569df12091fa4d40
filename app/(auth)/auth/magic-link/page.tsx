import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { MagicLinkLanding } from '@/components/auth/magic-link-landing';
import { Card, CardContent } from '@/components/ui/card';
import { Logo } from '@/components/ui/logo';
import { findSignInTeacher } from '@/lib/auth/magic-link/find-sign-in-teacher';
import { isProduction } from '@/lib/core/env';

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: (await getTranslations('auth.landing'))('metaTitle'),
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where e-mailed sign-in links land (`?teacher=<slug>#token=...`); the token never reaches this server render. */
export default async function MagicLinkPage({ searchParams }: Props) {
  const { teacher: slug } = await searchParams;
  const requested = typeof slug === 'string' ? slug : undefined;
  const [teacher, t] = await Promise.all([findSignInTeacher(requested), getTranslations('auth')]);
  return (
    <main className="from-primary-50 via-background to-background flex min-h-dvh items-center justify-center bg-linear-to-b px-4 py-10">
      <Card className="w-full max-w-md shadow-md">
        <CardContent className="flex flex-col gap-6 py-8 sm:px-8 sm:py-10">
          <Link href="/" className="self-center rounded-md" aria-label={t('home')}>
            <Logo />
          </Link>
          <MagicLinkLanding teacher={teacher} initialSlug={requested} showDevMailbox={!isProduction()} />
        </CardContent>
      </Card>
    </main>
  );
}
