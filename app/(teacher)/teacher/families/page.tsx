import type { Metadata } from 'next';
import { UsersRound } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { CreateFamilyForm } from '@/components/families/create-family-form';
import { FamiliesTable } from '@/components/families/families-table';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterBar } from '@/components/ui/filter-bar';
import { ListPagination } from '@/components/ui/list-pagination';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { listFamilyAccounts } from '@/lib/family-accounts/list-family-accounts';
import { parseFamiliesPageQuery } from '@/lib/families/families-page-query';
import { requestRegionalFormat } from '@/lib/http/request-locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('teacherFamilies.list');
  return { title: t('title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function FamiliesPage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const query = parseFamiliesPageQuery(await searchParams);
  const [list, t, regional] = await Promise.all([
    listFamilyAccounts({ teacherId: teacher.id, query }),
    getTranslations('teacherFamilies.list'),
    requestRegionalFormat(),
  ]);

  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} description={t('description')} />
      <section aria-labelledby="families-heading" className="space-y-4">
        <h2 id="families-heading" className="sr-only">
          {t('sectionHeading')}
        </h2>
        <FilterBar
          label={t('searchLabel')}
          search={{ label: t('search'), placeholder: t('searchPlaceholder'), maxLength: 100 }}
        />
        {list.total === 0 ? (
          <EmptyState
            icon={UsersRound}
            title={query.search ? t('noMatch') : t('empty')}
            description={query.search ? t('noMatchHint') : t('emptyHint')}
          />
        ) : (
          <>
            <FamiliesTable families={list.data} regional={regional} />
            <ListPagination
              page={list.page}
              limit={list.limit}
              total={list.total}
              pathname="/teacher/families"
              params={{ search: query.search }}
              label={t('pages')}
            />
          </>
        )}
      </section>
      <Card>
        <CardHeader>
          <CardTitle>{t('newFamily')}</CardTitle>
        </CardHeader>
        <CardContent>
          <CreateFamilyForm />
        </CardContent>
      </Card>
    </div>
  );
}
