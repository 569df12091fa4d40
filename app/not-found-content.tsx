import { Compass } from 'lucide-react';
import { DrawnIcon } from '@/components/ui/drawn-icon';
import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';

/** The 404's content; app/not-found.tsx wraps it in a document, the cached public page in its own. */
export async function NotFoundContent() {
  const t = await getTranslations('errorPages.notFound');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-16 text-center">
      <Link href="/" className="mb-10 rounded-md" aria-label={t('home')}>
        <Logo />
      </Link>
      <div className="bg-primary-soft text-primary mb-5 flex size-14 items-center justify-center rounded-full">
        <DrawnIcon icon={Compass} className="size-7" aria-hidden="true" />
      </div>
      <p className="text-primary text-sm font-semibold">404</p>
      <h1 className="text-foreground mt-1 text-2xl font-semibold tracking-tight sm:text-3xl">{t('title')}</h1>
      <p className="text-muted-foreground mt-3 max-w-md text-sm leading-6 sm:text-base">{t('body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/">{t('goHome')}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link href="/sign-in">{t('signIn')}</Link>
        </Button>
      </div>
    </main>
  );
}
