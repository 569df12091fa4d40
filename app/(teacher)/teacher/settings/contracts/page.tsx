import type { Metadata } from 'next';
import { FileSignature } from 'lucide-react';
import Link from 'next/link';
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

export const metadata: Metadata = { title: 'Contracts' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const filters = [
  { value: undefined, label: 'All' },
  { value: 'pending', label: 'To sign' },
  { value: 'signed', label: 'Signed' },
  { value: 'outdated', label: 'Outdated' },
  { value: 'expired', label: 'Expired' },
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

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Contracts"
        description="Where each student stands with your documents. A new version makes earlier signatures outdated."
        actions={<SendContractDialog options={options} timezone={teacher.timezone} />}
      />
      <nav aria-label="Filter by state" className="-mx-1 flex flex-wrap gap-1">
        {filters.map((filter) => (
          <Link
            key={filter.label}
            href={filter.value ? `/teacher/settings/contracts?state=${filter.value}` : '/teacher/settings/contracts'}
            aria-current={state === filter.value ? 'page' : undefined}
            className={cn(
              'border-border rounded-full border px-3 py-1 text-sm',
              state === filter.value ? 'bg-primary text-primary-foreground border-primary' : 'hover:bg-muted',
            )}
          >
            {filter.label}
          </Link>
        ))}
      </nav>
      {page.total === 0 ? (
        <EmptyState
          icon={FileSignature}
          title={state ? 'Nothing in this state' : 'No contract sent yet'}
          description={
            options.documents.length
              ? 'Send a published document to your students; their signatures, at enrollment or in their portal, appear here.'
              : 'Publish a legal document first, then send it to your students to sign.'
          }
          action={
            options.documents.length ? undefined : (
              <Link
                href="/teacher/settings/legal-documents"
                className="text-primary text-sm font-medium hover:underline"
              >
                Go to legal documents
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
        label="Contract pages"
      />
    </div>
  );
}
