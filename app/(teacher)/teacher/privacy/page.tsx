import type { Metadata } from 'next';
import Link from 'next/link';
import { ShieldCheck } from 'lucide-react';
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
import { cn } from '@/lib/presentation/cn';
import { listErasableStudents } from '@/lib/privacy/list-erasable-students';
import { listErasureRequests } from '@/lib/privacy/list-erasure-requests';
import { ZListErasureRequestsQuery } from '@/lib/privacy/schemas';

export const metadata: Metadata = { title: 'Privacy' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const filters = [
  { label: 'All', status: undefined },
  { label: 'Pending', status: 'pending' },
  { label: 'Completed', status: 'completed' },
  { label: 'Rejected', status: 'rejected' },
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
  const status = 'status' in query ? query.status : undefined;

  return (
    <div className="space-y-6">
      <PageHeader title="Privacy" description="Handle your students' erasure requests and erase a student's data." />
      <section aria-labelledby="erasure-requests-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="erasure-requests-heading" className="text-lg font-semibold">
            Erasure requests
          </h2>
          <nav aria-label="Filter erasure requests" className="flex flex-wrap gap-1">
            {filters.map((filter) => (
              <Link
                key={filter.label}
                href={filter.status ? `/teacher/privacy?status=${filter.status}` : '/teacher/privacy'}
                aria-current={filter.status === status ? 'page' : undefined}
                className={cn(
                  'rounded-full px-3 py-1 text-sm',
                  filter.status === status
                    ? 'bg-primary-soft text-primary-soft-foreground font-medium'
                    : 'hover:bg-surface-muted',
                )}
              >
                {filter.label}
              </Link>
            ))}
          </nav>
        </div>
        {requests.total === 0 ? (
          <EmptyState
            icon={ShieldCheck}
            title={status ? `No ${status} requests` : 'No erasure requests'}
            description="When a student asks for their data to be erased from their portal, the request shows here. You have 30 days to decide."
          />
        ) : (
          <div className="border-border bg-surface rounded-xl border shadow-sm">
            <ErasureRequestsTable requests={requests.data} timezone={zone} />
          </div>
        )}
        <ListPagination
          page={requests.page}
          limit={requests.limit}
          total={requests.total}
          pathname="/teacher/privacy"
          params={{ status }}
          label="Erasure request pages"
        />
      </section>
      <Card>
        <CardHeader>
          <CardTitle>Erase a student</CardTitle>
          <CardDescription>
            Erase a student&apos;s personal data without waiting for a request, for example when they asked by e-mail.
          </CardDescription>
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
