import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { Document } from './document';
import { NotFoundContent } from './not-found-content';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errorPages.notFound');
  return { title: t('meta') };
}

/**
 * Unknown paths, and `notFound()` anywhere below an area's document (its boundary sits above the
 * areas' layouts): a document of its own, in the request's language. Without the areas' client
 * providers (links only): this boundary's script is loaded by every page, the cached one included,
 * and its document is in every page's payload, so its browser messages are the error pages' only.
 */
export default async function NotFound() {
  return (
    <Document regional={await requestRegionalFormat()} audience="notFound">
      <NotFoundContent />
    </Document>
  );
}
