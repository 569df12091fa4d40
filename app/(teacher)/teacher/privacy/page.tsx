import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { ShieldCheck } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { DeleteAccountCard } from '@/components/privacy/delete-account-card';
import { TeacherExportCard } from '@/components/privacy/teacher-export-card';
import { EraseStudentDialog } from '@/components/privacy/erase-student-dialog';
import { ErasureRequestsTable } from '@/components/privacy/erasure-requests-table';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { usableTimeZone } from '@/lib/core/time';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { cn } from '@/lib/presentation/cn';
import { listErasableStudents } from '@/lib/privacy/list-erasable-students';
import { listErasureRequests } from '@/lib/privacy/list-erasure-requests';
import { ZListErasureRequestsQuery } from '@/lib/privacy/schemas';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('teacherPrivacy.page');
  return { title: t('title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const filters = [
  { key: 'all', status: undefined },
  { key: 'pending', status: 'pending' },
  { key: 'completed', status: 'completed' },
  { key: 'rejected', status: 'rejected' },
] as const;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Students' erasure requests to decide, and erasing a student directly. */
export default async function PrivacyPage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const params = await searchParams;
  const parsed = ZListErasureRequestsQuery.safeParse({ status: first(params.status), page: first(params.page) });
  const query = parsed.success ? parsed.data : { page: 1, limit: 20 };
  const [requests, students] = await Promise.all([
    listErasureRequests({ teacherId: teacher.id, query }),
    listErasableStudents({ teacherId: teacher.id }),
  ]);
  const zone = usableTimeZone(teacher.timezone);
  const t = await getTranslations('teacherPrivacy.page');
  const regional = await requestRegionalFormat();
  const status = 'status' in query ? query.status : undefined;

  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} description={t('description')} />
      <section aria-labelledby="erasure-requests-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="erasure-requests-heading" className="text-lg font-semibold">
            {t('requests')}
          </h2>
          <nav aria-label={t('filterLabel')} className="flex flex-wrap gap-1">
            {filters.map((filter) => (
              <Link
                key={filter.key}
                href={filter.status ? `/teacher/privacy?status=${filter.status}` : '/teacher/privacy'}
                aria-current={filter.status === status ? 'page' : undefined}
                className={cn(
                  'rounded-full px-3 py-1 text-sm',
                  filter.status === status
                    ? 'bg-primary-soft text-primary-soft-foreground font-medium'
                    : 'hover:bg-surface-muted',
                )}
              >
                {t(`filters.${filter.key}`)}
              </Link>
            ))}
          </nav>
        </div>
        {requests.total === 0 ? (
          <EmptyState
            icon={ShieldCheck}
            title={t('emptyTitle', { status: status ?? 'none' })}
            description={t('emptyDescription')}
          />
        ) : (
          <div className="border-border bg-surface rounded-xl border shadow-sm">
            <ErasureRequestsTable requests={requests.data} timezone={zone} regional={regional} />
          </div>
        )}
        <ListPagination
          page={requests.page}
          limit={requests.limit}
          total={requests.total}
          pathname="/teacher/privacy"
          params={{ status }}
          label={t('pages')}
        />
      </section>
      <Card>
        <CardHeader>
          <CardTitle>{t('eraseTitle')}</CardTitle>
          <CardDescription>{t('eraseDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <EraseStudentDialog students={students} />
        </CardContent>
      </Card>
      <TeacherExportCard />
      <DeleteAccountCard slug={teacher.slug} />
    </div>
  );
}
