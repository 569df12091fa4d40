import type { Metadata } from 'next';
import { ArrowUpDown, Plus } from 'lucide-react';
import Link from 'next/link';
import { ServiceKpiCards } from '@/components/catalogue/service-kpi-cards';
import { ServicesEmptyState } from '@/components/catalogue/services-empty-state';
import { ServicesTable } from '@/components/catalogue/services-table';
import { Button } from '@/components/ui/button';
import { FilterBar } from '@/components/ui/filter-bar';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { getServiceKpis } from '@/lib/catalogue/get-service-kpis';
import { listServices } from '@/lib/catalogue/list-services';
import { describeDateRange, parseServicesPageQuery } from '@/lib/catalogue/services-page-query';
import { sortServiceRows } from '@/lib/catalogue/services-page-sort';
import { shiftIsoDate } from '@/lib/core/zoned-date';
import { formatZoneName } from '@/lib/core/format-time';

export const metadata: Metadata = { title: 'Services' };

const STATUS_OPTIONS = [
  { value: 'draft', label: 'Draft' },
  { value: 'active', label: 'Active' },
  { value: 'paused', label: 'Paused' },
  { value: 'archived', label: 'Archived' },
];

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ServicesPage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const { query, listQuery, sort, problem } = parseServicesPageQuery(await searchParams);
  const [kpis, list] = await Promise.all([
    getServiceKpis({ teacherId: teacher.id }),
    listServices({ teacherId: teacher.id, query: listQuery }),
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
        <FilterBar
          label="Filter services"
          selects={[{ name: 'status', label: 'Status', placeholder: 'All statuses', options: STATUS_OPTIONS }]}
          days={{ fromLabel: 'Sessions from', toLabel: 'Sessions until' }}
          // The range applied (the month by default), its last day included.
          defaults={{ from: list.range.from, to: shiftIsoDate(list.range.to, -1) }}
        />
        {problem ? (
          <p role="status" className="text-warning-foreground text-sm">
            {problem}
          </p>
        ) : null}
        <p className="text-muted-foreground text-sm">
          “In range” counts sessions {range} ({formatZoneName(list.range.timezone)}).
        </p>
        {list.total === 0 ? (
          <ServicesEmptyState filtered={filtered} />
        ) : (
          <ServicesTable
            services={sortServiceRows(list.data, sort)}
            teacherSlug={teacher.slug}
            rangeLabel={range}
            sort={sort}
            pagination={{ page: list.page, limit: list.limit, total: list.total }}
          />
        )}
      </section>
    </div>
  );
}
