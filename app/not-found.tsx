import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from './not-found-content';
import { RequestDocument } from './request-document';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errorPages.notFound');
  return { title: t('meta') };
}

/**
 * Unknown paths, and `notFound()` anywhere below an area's document (its boundary sits above the
 * areas' layouts): a document of its own, in the request's language.
 */
export default function NotFound() {
  return (
    <RequestDocument>
      <NotFoundContent />
    </RequestDocument>
  );
}
