import type { Metadata } from 'next';
import { ArrowUpDown, Plus } from 'lucide-react';
import Link from 'next/link';
import { ListPagination } from '@/components/services/list-pagination';
import { ServiceKpiCards } from '@/components/services/service-kpi-cards';
import { ServicesEmptyState } from '@/components/services/services-empty-state';
import { ServicesFilterForm } from '@/components/services/services-filter-form';
import { ServicesTable } from '@/components/services/services-table';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { getServiceKpis } from '@/lib/catalogue/get-service-kpis';
import { listServices } from '@/lib/catalogue/list-services';
import { describeDateRange, parseServicesPageQuery } from '@/lib/catalogue/services-page-query';

export const metadata: Metadata = { title: 'Services' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ServicesPage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const { query, problem } = parseServicesPageQuery(await searchParams);
  const [kpis, list] = await Promise.all([
    getServiceKpis({ teacherId: teacher.id }),
    listServices({ teacherId: teacher.id, query }),
  ]);
  const status = query.status?.[0] ?? '';
  const filtered = Boolean(status || query.from || query.to);
  const range = describeDateRange(list.range.from, list.range.to);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Services"
        description="What you offer: lessons, packages, courses and subscriptions, with how each one sells."
        actions={
          <>
            <Button asChild variant="secondary">
              <Link href="/teacher/services/reorder">
                <ArrowUpDown aria-hidden="true" /> Reorder
              </Link>
            </Button>
            <Button asChild>
              <Link href="/teacher/services/new">
                <Plus aria-hidden="true" /> New service
              </Link>
            </Button>
          </>
        }
        className="pb-0"
      />
      <ServiceKpiCards kpis={kpis} />
      <section aria-labelledby="services-heading" className="space-y-4">
        <h2 id="services-heading" className="sr-only">
          Your services
        </h2>
        <ServicesFilterForm
          key={`${status}|${query.from ?? ''}|${query.to ?? ''}`}
          status={status}
          from={list.range.from}
          to={list.range.to}
          filtered={filtered}
        />
        {problem ? (
          <p role="status" className="text-warning-foreground text-sm">
            {problem}
          </p>
        ) : null}
        <p className="text-muted-foreground text-sm">
          “In range” counts sessions {range} ({list.range.timezone.replace(/_/g, ' ')} time).
        </p>
        {list.total === 0 ? (
          <ServicesEmptyState filtered={filtered} />
        ) : (
          <ServicesTable services={list.data} teacherSlug={teacher.slug} rangeLabel={range} />
        )}
        <ListPagination
          page={list.page}
          limit={list.limit}
          total={list.total}
          pathname="/teacher/services"
          params={{ status, from: query.from, to: query.to }}
          label="Services pages"
        />
      </section>
    </div>
  );
}
