import { Compass } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';

export const metadata: Metadata = { title: 'Page not found' };

export default function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-16 text-center">
      <Link href="/" className="mb-10 rounded-md" aria-label="Lektio home">
        <Logo />
      </Link>
      <div className="bg-primary-soft text-primary mb-5 flex size-14 items-center justify-center rounded-full">
        <Compass className="size-7" aria-hidden="true" />
      </div>
      <p className="text-primary text-sm font-semibold">404</p>
      <h1 className="text-foreground mt-1 text-2xl font-semibold tracking-tight sm:text-3xl">
        We couldn&apos;t find that page
      </h1>
      <p className="text-muted-foreground mt-3 max-w-md text-sm leading-6 sm:text-base">
        The link may be mistyped, or the page may have moved or been removed.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/">Go to the home page</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link href="/sign-in">Sign in</Link>
        </Button>
      </div>
    </main>
  );
}
