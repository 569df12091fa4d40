'use client';

import { useMemo } from 'react';
import { DataTable } from '@/components/ui/data-table';
import type { UrlSort } from '@/components/ui/data-table-url';
import { createDataTableColumnHelper } from '@/components/ui/data-table-features';
import { actionLabel } from '@/lib/audit/audit-labels';
import type { TAuditLogEntry } from '@/lib/audit/schemas';
import { formatInZone } from '@/lib/core/format-time';
import { AuditChanges } from './audit-changes';
import { AuditActorCell, AuditEntityCell } from './audit-entry-parts';

const column = createDataTableColumnHelper<TAuditLogEntry>();

function auditColumns(timezone: string) {
  return column.columns([
    column.accessor('createdAt', {
      header: 'When',
      cell: ({ row }) => (
        <time dateTime={row.original.createdAt}>
          {formatInZone(row.original.createdAt, timezone, 'dayMonthYearClock')}
        </time>
      ),
      meta: { className: 'whitespace-nowrap', card: 'primary' },
    }),
    column.accessor('action', {
      header: 'Action',
      cell: ({ row }) => (
        <span className="text-foreground font-medium" title={row.original.action}>
          {actionLabel(row.original.action)}
        </span>
      ),
      meta: { card: 'title' },
    }),
    column.display({
      id: 'actor',
      header: 'Who',
      cell: ({ row }) => <AuditActorCell entry={row.original} />,
    }),
    column.display({
      id: 'entity',
      header: 'Record',
      cell: ({ row }) => <AuditEntityCell entry={row.original} />,
    }),
    column.display({
      id: 'changes',
      header: 'Changes',
      cell: ({ row }) => <AuditChanges changes={row.original.changes} />,
      meta: { className: 'min-w-48' },
    }),
  ]);
}

type Props = {
  entries: TAuditLogEntry[];
  timezone: string;
  sort: UrlSort | null;
  defaultSort: UrlSort;
  pagination: { page: number; limit: number; total: number };
};

/** One page of the audit log: sortable by time or action, the diff unfolding in place; cards on a phone. */
export function AuditLogTable({ entries, timezone, sort, defaultSort, pagination }: Props) {
  const columns = useMemo(() => auditColumns(timezone), [timezone]);
  return (
    <DataTable
      columns={columns}
      data={entries}
      caption="Audit log"
      getRowId={(entry) => entry.id}
      sort={sort}
      defaultSort={defaultSort}
      pagination={{ ...pagination, label: 'Audit log pages' }}
    />
  );
}
