import type { Metadata } from 'next';
import { ArrowUpDown, Plus } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { ServiceKpiCards } from '@/components/catalogue/service-kpi-cards';
import { ServicesEmptyState } from '@/components/catalogue/services-empty-state';
import { ServicesTable } from '@/components/catalogue/services-table';
import { Button } from '@/components/ui/button';
import { FilterBar } from '@/components/ui/filter-bar';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { getServiceKpis } from '@/lib/catalogue/get-service-kpis';
import { listServices } from '@/lib/catalogue/list-services';
import { parseServicesPageQuery } from '@/lib/catalogue/services-page-query';
import { sortServiceRows } from '@/lib/catalogue/services-page-sort';
import { shiftIsoDate } from '@/lib/core/zoned-date';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { formatDateRange, formatZoneName } from '@/lib/presentation/format';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('teacherServices'))('list.title') };
}

const STATUSES = ['draft', 'active', 'paused', 'archived'] as const;

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
  const [t, regional] = await Promise.all([getTranslations('teacherServices'), requestRegionalFormat()]);
  // The range's last day included (the API's `to` is exclusive).
  const range = formatDateRange(list.range.from, shiftIsoDate(list.range.to, -1), regional);

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <>
            <Button asChild variant="secondary">
              <Link href="/teacher/services/reorder">
                <ArrowUpDown aria-hidden="true" /> {t('list.reorder')}
              </Link>
            </Button>
            <Button asChild>
              <Link href="/teacher/services/new">
                <Plus aria-hidden="true" /> {t('list.new')}
              </Link>
            </Button>
          </>
        }
        className="pb-0"
      />
      <ServiceKpiCards kpis={kpis} regional={regional} />
      <section aria-labelledby="services-heading" className="space-y-4">
        <h2 id="services-heading" className="sr-only">
          {t('list.heading')}
        </h2>
        <FilterBar
          label={t('list.filter')}
          selects={[
            {
              name: 'status',
              label: t('list.status'),
              placeholder: t('list.allStatuses'),
              options: STATUSES.map((value) => ({ value, label: t(`list.statusOption.${value}`) })),
            },
          ]}
          days={{ fromLabel: t('list.sessionsFrom'), toLabel: t('list.sessionsUntil') }}
          // The range applied (the month by default), its last day included.
          defaults={{ from: list.range.from, to: shiftIsoDate(list.range.to, -1) }}
        />
        {problem ? (
          <p role="status" className="text-warning-foreground text-sm">
            {t('list.filterCleared')}
          </p>
        ) : null}
        <p className="text-muted-foreground text-sm">
          {t('list.inRange', { range, zone: formatZoneName(list.range.timezone, regional) })}
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
