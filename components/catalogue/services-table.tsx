'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { DataTable } from '@/components/ui/data-table';
import type { UrlSort } from '@/components/ui/data-table-url';
import type { TServiceListRow } from '@/lib/catalogue/schemas';
import { ServicesBulkBar } from './services-bulk-bar';
import { serviceColumns } from './services-table-columns';

type Props = {
  services: TServiceListRow[];
  teacherSlug: string;
  rangeLabel: string;
  /** The order the page applied; none is the teacher's own order. */
  sort: UrlSort | null;
  pagination: { page: number; limit: number; total: number };
};

/** The teacher's services with their stats: sortable columns, selection for bulk publish / pause. */
export function ServicesTable({ services, teacherSlug, rangeLabel, sort, pagination }: Props) {
  const t = useTranslations('teacherServices.table');
  const regional = useRegionalFormat();
  const columns = useMemo(() => serviceColumns(teacherSlug, t, regional), [teacherSlug, t, regional]);
  return (
    <DataTable
      columns={columns}
      data={services}
      caption={t('caption', { range: rangeLabel })}
      getRowId={(service) => service.id}
      sort={sort}
      pagination={{ ...pagination, label: t('pages') }}
      compact
      // Room for the floating bulk bar, so it never hides the last row.
      className="data-selection:mb-20"
      header={
        <p className="text-muted-foreground border-border border-b px-3 py-2.5 text-sm sm:px-4">
          {t('count', { count: services.length })}
        </p>
      }
      selection={{
        allLabel: t('selectAll'),
        rowLabel: (service) => t('select', { name: service.name }),
        actions: (selected, clear) => <ServicesBulkBar selected={selected} onClear={clear} />,
      }}
    />
  );
}
