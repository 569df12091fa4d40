import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { Logo } from '@/components/ui/logo';

/**
 * The 404's content; app/not-found.tsx wraps it in a document, the cached public page in its own.
 * Its tree is in every page's RSC payload (twice on an area's page: the root's boundary and the
 * group's), so its looks are short classes in not-found.css (the two actions are the primary and
 * secondary Button, the compass lucide's as a mask) rather than class lists and an `<svg>` in each
 * page (issue 38, item 2). app/globals.css imports it: imported here, it was a stylesheet of its own
 * that every page preloaded. A server component still: a client view would load its own copy of
 * next/link on the public pages (service page +4.1 KB compressed measured).
 */
export async function NotFoundContent() {
  const t = await getTranslations('errorPages.notFound');
  return (
    <main className="not-found">
      <Link href="/" className="mb-10 rounded-md" aria-label={t('home')}>
        <Logo />
      </Link>
      <div className="not-found-badge">
        <span aria-hidden="true" />
      </div>
      <p className="not-found-code">404</p>
      <h1 className="not-found-title">{t('title')}</h1>
      <p className="not-found-body">{t('body')}</p>
      <div className="not-found-actions">
        <Link href="/" className="not-found-primary">
          {t('goHome')}
        </Link>
        <Link href="/sign-in" className="not-found-secondary">
          {t('signIn')}
        </Link>
      </div>
    </main>
  );
}
