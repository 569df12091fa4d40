'use client';

import { RotateCcw, TriangleAlert } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The error page of each area, re-exported by the area's `error.tsx` below its document (it needs
 * the document's messages). Not a root `app/error.tsx`: that boundary sits above every document, so
 * it had no messages to show, and every page, the cached public one included, loaded its script
 * (issue 38, decision 0176). An error in an area's own layout reaches Next's global error page.
 */
type ErrorPageProps = {
  error: unknown;
  /** Re-fetch and re-render the segment (Next.js 16.2+). */
  retry?: () => void;
  /** Re-render without re-fetching (older API, kept as a fallback). */
  reset?: () => void;
};

export default function ErrorPage({ error, retry, reset }: ErrorPageProps) {
  const t = useTranslations('errorPages.error');
  const digest = error instanceof Error && 'digest' in error && typeof error.digest === 'string' ? error.digest : null;

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div role="alert" className="flex min-h-[60dvh] flex-col items-center justify-center px-4 py-16 text-center">
      <div className="bg-danger-soft text-danger mb-5 flex size-14 items-center justify-center rounded-full">
        <TriangleAlert className="size-7" aria-hidden="true" />
      </div>
      <h1 className="text-foreground text-2xl font-semibold tracking-tight">{t('title')}</h1>
      <p className="text-muted-foreground mt-3 max-w-md text-sm leading-6">
        {t('body')}
      </p>
      {digest ? <p className="text-subtle-foreground mt-3 font-mono text-xs">{t('reference', { digest })}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => (retry ?? reset)?.()}>
          <RotateCcw aria-hidden="true" />
          {t('tryAgain')}
        </Button>
        <Button asChild variant="secondary">
          <Link href="/">{t('goHome')}</Link>
        </Button>
      </div>
    </div>
  );
}
