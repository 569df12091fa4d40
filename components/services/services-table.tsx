'use client';

import { useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { columnClasses } from '@/components/ui/data-table-head';
import { cn } from '@/lib/ui/cn';
import { Table, TableBody, TableCell, TableHeader, TableRow } from '@/components/ui/table';
import type { TServiceListRow } from '@/lib/catalogue/schemas';
import { ServicesBulkBar } from './services-bulk-bar';
import { serviceColumns } from './services-table-columns';
import { servicesTableFeatures } from './services-table-features';
import { ServicesTableHead } from './services-table-head';

type Props = { services: TServiceListRow[]; teacherSlug: string; rangeLabel: string };

/** The teacher's services with their stats: sortable columns, selection for bulk publish / pause. */
export function ServicesTable({ services, teacherSlug, rangeLabel }: Props) {
  const columns = useMemo(() => serviceColumns(teacherSlug), [teacherSlug]);
  const table = useTable({
    features: servicesTableFeatures,
    columns,
    data: services,
    getRowId: (row) => row.id,
    initialState: { sorting: [], rowSelection: {} },
  });
  const selected = table.getSelectedRowModel().rows.map((row) => row.original);

  return (
    <div
      className={cn(
        'border-border bg-surface overflow-hidden rounded-xl border shadow-sm',
        // Room for the floating bulk bar, so it never hides the last row.
        selected.length > 0 && 'mb-20',
      )}
    >
      {selected.length ? <ServicesBulkBar selected={selected} onClear={() => table.resetRowSelection(true)} /> : null}
      <p className="text-muted-foreground border-border border-b px-3 py-2.5 text-sm sm:px-4">
        {services.length} {services.length === 1 ? 'service' : 'services'} · select some to publish or pause them
        together
      </p>
      <Table>
        <caption className="sr-only">Services. “In range” counts sessions {rangeLabel}.</caption>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id} className="hover:bg-transparent">
              {group.headers.map((header) => (
                <ServicesTableHead key={header.id} header={header} table={table} />
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {table.getRowModel().rows.map((row) => (
            <TableRow key={row.id} data-state={row.getIsSelected() ? 'selected' : undefined} className="group">
              {row.getAllCells().map((cell) => (
                <TableCell key={cell.id} className={cn('px-3', columnClasses(cell.column.columnDef.meta))}>
                  <table.FlexRender cell={cell} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
