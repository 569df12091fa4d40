import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { BareDocument } from './bare-document';
import { NotFoundContent } from './not-found-content';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errorPages.notFound');
  return { title: t('meta') };
}

/**
 * Unknown paths, and `notFound()` anywhere below an area's document (its boundary sits above the
 * areas' layouts): a document of its own, in the request's language. No messages and no client
 * providers (its words are rendered on the server, links only): this boundary is part of every
 * page's RSC payload and script, the cached public page's included (decision 0176).
 */
export default async function NotFound() {
  return (
    <BareDocument locale={(await requestRegionalFormat()).locale}>
      <NotFoundContent />
    </BareDocument>
  );
}
