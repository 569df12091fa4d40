import type { Metadata } from 'next';
import { Users } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/ui/back-link';
import { ListPagination } from '@/components/ui/list-pagination';
import { EnrollmentRosterTable } from '@/components/catalogue/roster-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { cancellableEnrollmentStatuses } from '@/lib/enrollments/cancel-enrollment';
import { listEnrollments } from '@/lib/enrollments/list-enrollments';
import { ZPagination } from '@/lib/core/pagination';
import { listServiceWaitlist } from '@/lib/waitlist/list-service-waitlist';
import { ServiceWaitlist } from '@/components/waitlist/service-waitlist';
import { loadOwnService } from '../load-own-service';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ page?: string | string[] }> };

const pageSize = 25;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const teacher = await requireTeacherPage();
  const service = await loadOwnService(teacher.id, (await params).id);
  const t = await getTranslations('teacherServices.roster');
  return { title: t('metaTitle', { service: service.name }) };
}

export default async function ServiceRosterPage({ params, searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const service = await loadOwnService(teacher.id, (await params).id);
  const { page: rawPage } = await searchParams;
  const t = await getTranslations('teacherServices.roster');
  const pagination = ZPagination.safeParse({ page: Array.isArray(rawPage) ? rawPage[0] : rawPage, limit: pageSize });
  const page = pagination.success ? pagination.data : { page: 1, limit: pageSize };
  const [roster, waitlist] = await Promise.all([
    listEnrollments({ teacherId: teacher.id, query: { serviceId: service.id, ...page } }),
    listServiceWaitlist({ teacherId: teacher.id, serviceId: service.id, query: { page: 1, limit: 100 } }),
  ]);
  // A service without a capacity is never full, so nobody waits for it (unless it had one before).
  const showWaitlist = service.capacity != null || waitlist.total > 0;

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={<BackLink href={`/teacher/services/${service.id}`} label={service.name} />}
        title={t('title')}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {t('description', { service: service.name })} <StatusBadge status={service.status} />
          </span>
        }
        className="pb-0"
      />
      {roster.total === 0 ? (
        <EmptyState
          icon={Users}
          title={t('emptyTitle')}
          description={service.status === 'active' ? t('emptyActive') : t('emptyInactive')}
        />
      ) : (
        <>
          <EnrollmentRosterTable
            enrollments={roster.data}
            timezone={teacher.timezone}
            cancellable={cancellableEnrollmentStatuses}
          />
          <ListPagination
            page={roster.page}
            limit={roster.limit}
            total={roster.total}
            pathname={`/teacher/services/${service.id}/roster`}
            label={t('pages')}
          />
        </>
      )}
      {showWaitlist ? <ServiceWaitlist service={service} waitlist={waitlist} timezone={teacher.timezone} /> : null}
    </div>
  );
}
