'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { localeNames, locales, type Locale } from '@/lib/core/locale';

/** The address bar changes only with a navigation, which re-renders the switcher anyway. */
const noSubscription = () => () => {};

type Props = {
  /** The navigation's name ("Choose a language"), in the page's language. */
  label: string;
  current: Locale;
  className?: string;
};

/**
 * One link per language to the visitor's own address with `?lang=<locale>`. Each language is
 * written in its own name and marked with its `lang`, so a screen reader says it right. Plain links,
 * not next/link: a client-side navigation keeps the document, so `<html lang>` and the client
 * components' messages would stay in the old language.
 */
export function LanguageLinks({ label, current, className }: Props) {
  const pathname = usePathname();
  // In the browser, the address bar itself (its query too); in the server's HTML, the path alone:
  // reading the query there would keep the cached page from rendering the switcher at all.
  const here = useSyncExternalStore(
    noSubscription,
    () => `${window.location.pathname}\n${window.location.search}`,
    () => `${pathname}\n`,
  );
  const hrefFor = (locale: string) => {
    const [address, search = ''] = here.split('\n');
    // The cached page's internal path (`/public/<locale>/<slug>`) is never the visitor's address.
    const path = (address ?? '/').replace(/^\/public\/(?:[a-z]{2}|default)(\/[a-z0-9-]+)$/, '$1');
    const query = new URLSearchParams(search);
    query.set('lang', locale);
    return `${path}?${query.toString()}`;
  };
  return (
    <nav aria-label={label} className={['text-sm', className].filter(Boolean).join(' ')}>
      <ul className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={hrefFor(locale)}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? 'true' : undefined}
              className={`rounded px-1.5 py-0.5 hover:underline ${
                locale === current ? 'text-foreground font-semibold' : 'text-muted-foreground'
              }`}
            >
              {localeNames[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
