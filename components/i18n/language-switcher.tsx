'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { localeNames, locales } from '@/lib/core/locale';
import { cn } from '@/lib/presentation/cn';

/** The address bar changes only with a navigation, which re-renders the switcher anyway. */
const noSubscription = () => () => {};

/**
 * The public pages' language switcher: the same page with `?lang=<locale>` (the proxy keeps the
 * choice in a cookie for the next pages, lib/http/request-locale.ts). Each language is written in
 * its own name and marked with its `lang`, so a screen reader says it right. Plain links, not
 * next/link: a client-side navigation keeps the root layout, so `<html lang>` and the client
 * components' messages would stay in the old language.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useTranslations('common.language');
  const current = useLocale();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  // In the browser, the address bar: on the cached public page (decision 0143) Next's router knows
  // the rewritten path (`/public/<locale>/<slug>`), not the visitor's. The router's pair is only
  // the server's answer, and re-renders this on every navigation.
  const here = useSyncExternalStore(
    noSubscription,
    () => `${window.location.pathname}\n${window.location.search}`,
    () => `${pathname}\n${searchParams.toString()}`,
  );
  const hrefFor = (locale: string) => {
    const [address, search = ''] = here.split('\n');
    // Next's router may show the cached page's internal path (`/public/<locale>/<slug>`): link the visitor's.
    const path = (address ?? '/').replace(/^\/public\/(?:[a-z]{2}|default)(\/[a-z0-9-]+)$/, '$1');
    const query = new URLSearchParams(search);
    query.set('lang', locale);
    return `${path}?${query.toString()}`;
  };
  return (
    <nav aria-label={t('choose')} className={cn('text-sm', className)}>
      <ul className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={hrefFor(locale)}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? 'true' : undefined}
              className={cn(
                'rounded px-1.5 py-0.5 hover:underline',
                locale === current ? 'text-foreground font-semibold' : 'text-muted-foreground',
              )}
            >
              {localeNames[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
