import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FileSignature } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { ContractsList } from '@/components/legal/contracts-list';
import { SendContractDialog } from '@/components/legal/send-contract-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { listContracts } from '@/lib/legal/acceptance/list-contracts';
import { listSendOptions } from '@/lib/legal/acceptance/list-send-options';
import { ZListContractsQuery } from '@/lib/legal/acceptance/schemas';
import { cn } from '@/lib/presentation/cn';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('teacherSettingsPages'))('contracts.title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The state filters; their words are `teacherSettingsPages.contracts.filters.<key>`. */
const filters = [
  { value: undefined, key: 'all' },
  { value: 'pending', key: 'pending' },
  { value: 'signed', key: 'signed' },
  { value: 'outdated', key: 'outdated' },
  { value: 'expired', key: 'expired' },
] as const;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Who has signed what: every student's acceptance of the teacher's documents, filtered by state. */
export default async function ContractsPage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const params = await searchParams;
  const parsed = ZListContractsQuery.safeParse({ state: first(params.state), page: first(params.page), limit: 20 });
  const query = parsed.success ? parsed.data : { page: 1, limit: 20 };
  const [page, options] = await Promise.all([
    listContracts({ teacherId: teacher.id, query }),
    listSendOptions(teacher.id),
  ]);
  const state = 'state' in query ? query.state : undefined;
  const tp = await getTranslations('teacherSettingsPages');

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={tp('contracts.title')}
        description={tp('contracts.description')}
        actions={<SendContractDialog options={options} timezone={teacher.timezone} />}
      />
      <nav aria-label={tp('contracts.filterLabel')} className="-mx-1 flex flex-wrap gap-1">
        {filters.map((filter) => (
          <Link
            key={filter.key}
            href={filter.value ? `/teacher/settings/contracts?state=${filter.value}` : '/teacher/settings/contracts'}
            aria-current={state === filter.value ? 'page' : undefined}
            className={cn(
              'border-border rounded-full border px-3 py-1 text-sm',
              state === filter.value ? 'bg-primary text-primary-foreground border-primary' : 'hover:bg-muted',
            )}
          >
            {tp(`contracts.filters.${filter.key}`)}
          </Link>
        ))}
      </nav>
      {page.total === 0 ? (
        <EmptyState
          icon={FileSignature}
          title={tp(state ? 'contracts.emptyState' : 'contracts.emptyTitle')}
          description={tp(options.documents.length ? 'contracts.emptyBody' : 'contracts.emptyNoDocuments')}
          action={
            options.documents.length ? undefined : (
              <Link
                href="/teacher/settings/legal-documents"
                className="text-primary text-sm font-medium hover:underline"
              >
                {tp('contracts.goToDocuments')}
              </Link>
            )
          }
        />
      ) : (
        <ContractsList rows={page.data} timezone={teacher.timezone} />
      )}
      <ListPagination
        page={page.page}
        limit={page.limit}
        total={page.total}
        pathname="/teacher/settings/contracts"
        params={{ state }}
        label={tp('contracts.pages')}
      />
    </div>
  );
}
