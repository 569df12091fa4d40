'use client';

import { Users } from 'lucide-react';
import { DataTable } from '@/components/ui/data-table';
import { createDataTableColumnHelper } from '@/components/ui/data-table-features';
import { EmptyState } from '@/components/ui/empty-state';
import { StatusBadge } from '@/components/ui/status-badge';
import type { StudentOverviewRow } from '@/lib/students/list-student-overview';
import { ImpersonateButton } from './impersonate-button';

const column = createDataTableColumnHelper<StudentOverviewRow>();

const columns = column.columns([
  column.accessor('name', {
    header: 'Name',
    cell: (info) => (
      <div className="min-w-0">
        <p className="text-foreground font-medium">{info.getValue()}</p>
        <p className="text-muted-foreground truncate text-xs">{info.row.original.email}</p>
      </div>
    ),
  }),
  column.accessor('status', { header: 'Status', cell: (info) => <StatusBadge status={info.getValue()} /> }),
  column.accessor('level', { header: 'Level', cell: (info) => info.getValue() ?? '—', meta: { hideOnMobile: true } }),
  column.accessor('timezone', { header: 'Time zone', meta: { hideOnMobile: true } }),
  column.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: (info) => <ImpersonateButton studentId={info.row.original.id} studentName={info.row.original.name} />,
    meta: { align: 'right' },
  }),
]);

export function StudentOverviewTable({ students }: { students: StudentOverviewRow[] }) {
  return (
    <DataTable
      caption="Students"
      columns={columns}
      data={students}
      getRowId={(row) => row.id}
      searchPlaceholder="Search by name or e-mail"
      facet={{ columnId: 'status', label: 'Status', allLabel: 'All statuses' }}
      initialSorting={[{ id: 'name', desc: false }]}
      emptyState={
        <EmptyState
          icon={Users}
          title="No students yet"
          description="Students appear here when they book a trial or you add them."
        />
      }
    />
  );
}
