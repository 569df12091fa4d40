'use client';

import NextLink from 'next/link';
// The context next/link reads itself: unlike useRouter(), it is null outside the app router (a
// component rendered alone in a test), where a link simply does not prefetch.
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { useContext, type ComponentProps } from 'react';

type Props = ComponentProps<typeof NextLink>;

/**
 * The app's link: `next/link` that prefetches when the reader reaches for it (hover, focus, touch),
 * not when it scrolls into view. A teacher page holds some fifty links (the navigation, a table's
 * rows, the header's actions), and Next prefetched each as soon as it was visible, twice over: about
 * fifty server renders per page view, most of them never visited (decision 0183). `prefetch={false}`
 * keeps a link from prefetching at all (a route that sets a cookie, a page few visitors open).
 */
export function Link({ prefetch, href, onMouseEnter, onFocus, onTouchStart, ...props }: Props) {
  const router = useContext(AppRouterContext);
  const path = typeof href === 'string' ? href : null;
  const onIntent = () => {
    if (router && prefetch !== false && path?.startsWith('/')) router.prefetch(path);
  };
  return (
    <NextLink
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        onIntent();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        onIntent();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        onIntent();
        onTouchStart?.(event);
      }}
    />
  );
}
