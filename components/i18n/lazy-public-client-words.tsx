'use client';

import dynamic from 'next/dynamic';

/**
 * PublicClientWords split from the page's script (decision 0181's way): a service page that shows
 * an island with words renders it on the server and preloads its chunk (next-intl's client, 12 KB);
 * a trial's or a package's page, whose islands take their words as props, never loads it (0185).
 */
export const LazyPublicClientWords = dynamic(() =>
  import('./public-client-words').then((loaded) => loaded.PublicClientWords),
);
