import { useTranslations } from 'next-intl';
import { PageNav } from '@/components/ui/list-pagination';

type Props = {
  page: number;
  pages: number;
  /** The address of another page of the listing. */
  hrefOf: (page: number) => string;
};

/**
 * Previous / next of a folder's contents, whose folders, templates and resources are each paged on
 * their own (so "page 2 of 3", not a range of one list); nothing when everything fits on one page.
 */
export function LibraryPages({ page, pages, hrefOf }: Props) {
  const t = useTranslations('teacherMaterials.pages');
  return (
    <PageNav page={page} pages={pages} hrefOf={hrefOf} label={t('label')}>
      {t('pageOf', { page, pages })}
    </PageNav>
  );
}
