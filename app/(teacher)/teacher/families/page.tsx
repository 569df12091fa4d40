import type { Metadata } from 'next';
import { UsersRound } from 'lucide-react';
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

export const metadata: Metadata = { title: 'Families' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function FamiliesPage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const query = parseFamiliesPageQuery(await searchParams);
  const list = await listFamilyAccounts({ teacherId: teacher.id, query });

  return (
    <div className="space-y-6">
      <PageHeader
        title="Families"
        description="The person who pays and the students they book for: one payer, one balance, every member's lessons."
      />
      <section aria-labelledby="families-heading" className="space-y-4">
        <h2 id="families-heading" className="sr-only">
          Your families
        </h2>
        <FilterBar
          label="Search families"
          search={{ label: 'Search', placeholder: 'Family, payer or member name', maxLength: 100 }}
        />
        {list.total === 0 ? (
          <EmptyState
            icon={UsersRound}
            title={query.search ? 'No family matches this search' : 'No families yet'}
            description={
              query.search
                ? 'Try another name, or clear the search.'
                : 'Create a family below for a parent who books and pays for one or more students.'
            }
          />
        ) : (
          <>
            <FamiliesTable families={list.data} />
            <ListPagination
              page={list.page}
              limit={list.limit}
              total={list.total}
              pathname="/teacher/families"
              params={{ search: query.search }}
              label="Family pages"
            />
          </>
        )}
      </section>
      <Card>
        <CardHeader>
          <CardTitle>New family</CardTitle>
        </CardHeader>
        <CardContent>
          <CreateFamilyForm />
        </CardContent>
      </Card>
    </div>
  );
}
