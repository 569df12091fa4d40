import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PublicShell } from '../../../(public)/public-shell';
import { BareDocument, documentMetadata } from '../../../bare-document';
import { cachedPageLocale, type CachedPageParams } from './cached-page-locale';

/**
 * The cached teacher's page (decision 0143): rendered once per teacher and language, kept in Next's
 * cache with the tags of its reads (app/(public)/cached-public-reads.ts) and expired by every write
 * of the teacher or a student (lib/http/route.ts), or after publicPageMaxAgeSeconds. Reached only
 * through the proxy's rewrite of `/<slug>` for a visitor without a session
 * (lib/http/cached-public-page.ts): the language is in the path, nothing is read from the request.
 */
export async function generateMetadata({ params }: { params: CachedPageParams }): Promise<Metadata> {
  await cachedPageLocale(params);
  return documentMetadata();
}

export default async function CachedPublicLayout({
  params,
  children,
}: {
  params: CachedPageParams;
  children: ReactNode;
}) {
  const { locale } = await cachedPageLocale(params);
  return (
    // No providers: its islands take their words as props (decision 0176).
    <BareDocument locale={locale}>
      <PublicShell session={null}>{children}</PublicShell>
    </BareDocument>
  );
}
