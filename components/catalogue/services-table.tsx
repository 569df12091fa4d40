'use client';

import { useMemo } from 'react';
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
  const columns = useMemo(() => serviceColumns(teacherSlug), [teacherSlug]);
  return (
    <DataTable
      columns={columns}
      data={services}
      caption={`Services. “In range” counts sessions ${rangeLabel}.`}
      getRowId={(service) => service.id}
      sort={sort}
      pagination={{ ...pagination, label: 'Services pages' }}
      compact
      // Room for the floating bulk bar, so it never hides the last row.
      className="data-selection:mb-20"
      header={
        <p className="text-muted-foreground border-border border-b px-3 py-2.5 text-sm sm:px-4">
          {services.length} {services.length === 1 ? 'service' : 'services'} · select some to publish or pause them
          together
        </p>
      }
      selection={{
        allLabel: 'Select all services',
        rowLabel: (service) => `Select ${service.name}`,
        actions: (selected, clear) => <ServicesBulkBar selected={selected} onClear={clear} />,
      }}
    />
  );
}
