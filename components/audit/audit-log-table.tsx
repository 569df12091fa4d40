'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { DataTable } from '@/components/ui/data-table';
import type { UrlSort } from '@/components/ui/data-table-url';
import { createDataTableColumnHelper } from '@/components/ui/data-table-features';
import { actionLabel, type AuditWords } from '@/lib/audit/audit-labels';
import type { TAuditLogEntry } from '@/lib/audit/schemas';
import type { RegionalFormat } from '@/lib/core/locale';
import { formatDateTime } from '@/lib/presentation/format';
import { AuditChanges } from './audit-changes';
import { AuditActorCell, AuditEntityCell } from './audit-entry-parts';

const column = createDataTableColumnHelper<TAuditLogEntry>();

function auditColumns(timezone: string, t: AuditWords, regional: RegionalFormat) {
  return column.columns([
    column.accessor('createdAt', {
      header: t('table.when'),
      cell: ({ row }) => (
        <time dateTime={row.original.createdAt}>
          {formatDateTime(row.original.createdAt, timezone, 'dayMonthYearClock', regional)}
        </time>
      ),
      meta: { className: 'whitespace-nowrap', card: 'primary' },
    }),
    column.accessor('action', {
      header: t('table.action'),
      cell: ({ row }) => (
        <span className="text-foreground font-medium" title={row.original.action}>
          {actionLabel(row.original.action, t)}
        </span>
      ),
      meta: { card: 'title' },
    }),
    column.display({
      id: 'actor',
      header: t('table.who'),
      cell: ({ row }) => <AuditActorCell entry={row.original} />,
    }),
    column.display({
      id: 'entity',
      header: t('table.record'),
      cell: ({ row }) => <AuditEntityCell entry={row.original} />,
    }),
    column.display({
      id: 'changes',
      header: t('table.changes'),
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
  const t = useTranslations('teacherAudit');
  const regional = useRegionalFormat();
  const columns = useMemo(() => auditColumns(timezone, t, regional), [timezone, t, regional]);
  return (
    <DataTable
      columns={columns}
      data={entries}
      caption={t('table.caption')}
      getRowId={(entry) => entry.id}
      sort={sort}
      defaultSort={defaultSort}
      pagination={{ ...pagination, label: t('table.pages') }}
    />
  );
}
