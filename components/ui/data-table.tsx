'use client';

import { useTable, type RowData, type SortingState, type TableOptions } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';
import { dataTableFeatures, type DataTableFeatures } from '@/components/ui/data-table-features';
import { DataTableToolbar, type DataTableFacet } from '@/components/ui/data-table-toolbar';
import { DataTableHead, columnClasses } from '@/components/ui/data-table-head';
import { DataTableEmptyRow } from '@/components/ui/data-table-empty';
import { Table, TableBody, TableCell, TableHeader, TableRow } from '@/components/ui/table';

export type DataTableProps<TData extends RowData> = {
  /** Stable column definitions (module scope or useMemo), see createDataTableColumnHelper. */
  columns: TableOptions<DataTableFeatures, TData>['columns'];
  data: ReadonlyArray<TData>;
  /** Accessible name of the table (rendered as a visually hidden caption). */
  caption: string;
  getRowId?: (row: TData) => string;
  /** Show the global text filter (default true). */
  searchable?: boolean;
  searchPlaceholder?: string;
  /** An optional select filter on one column (exact match), options derived from the data. */
  facet?: DataTableFacet;
  initialSorting?: SortingState;
  /** Shown instead of the table when `data` is empty. */
  emptyState?: ReactNode;
  /** Extra controls at the right of the toolbar (e.g. an export button). */
  toolbarActions?: ReactNode;
  className?: string;
};

export function DataTable<TData extends RowData>({
  columns,
  data,
  caption,
  getRowId,
  searchable = true,
  searchPlaceholder = 'Search…',
  facet,
  initialSorting = [],
  emptyState,
  toolbarActions,
  className,
}: DataTableProps<TData>) {
  const facetId = facet?.columnId;
  // A facet is an exact match ("active" must not match "inactive").
  const resolvedColumns = useMemo(
    () =>
      facetId
        ? columns.map((column) =>
            (column.id === facetId || ('accessorKey' in column && column.accessorKey === facetId)) && !column.filterFn
              ? { ...column, filterFn: 'equalsString' as const }
              : column,
          )
        : columns,
    [columns, facetId],
  );

  const table = useTable({
    features: dataTableFeatures,
    columns: resolvedColumns,
    data,
    getRowId,
    globalFilterFn: 'includesString',
    initialState: { sorting: initialSorting, globalFilter: '' },
  });

  const rows = table.getRowModel().rows;
  const columnCount = table.getAllLeafColumns().length;
  const globalFilter = typeof table.state.globalFilter === 'string' ? table.state.globalFilter : '';
  const isFiltered = globalFilter !== '' || table.state.columnFilters.length > 0;

  if (data.length === 0 && emptyState) return <>{emptyState}</>;

  const clearFilters = () => {
    table.setGlobalFilter('');
    table.resetColumnFilters(true);
  };

  return (
    <div className={cn('border-border bg-surface overflow-hidden rounded-xl border shadow-sm', className)}>
      <DataTableToolbar
        table={table}
        searchable={searchable}
        searchPlaceholder={searchPlaceholder}
        globalFilter={globalFilter}
        facet={facet}
        resultCount={rows.length}
        totalCount={data.length}
        actions={toolbarActions}
      />
      <Table>
        <caption className="sr-only">{caption}</caption>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id} className="hover:bg-transparent">
              {group.headers.map((header) => (
                <DataTableHead key={header.id} header={header} table={table} />
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              {row.getAllCells().map((cell) => (
                <TableCell key={cell.id} className={columnClasses(cell.column.columnDef.meta)}>
                  <table.FlexRender cell={cell} />
                </TableCell>
              ))}
            </TableRow>
          ))}
          {rows.length === 0 ? (
            <DataTableEmptyRow
              columnCount={columnCount}
              hasData={data.length > 0}
              isFiltered={isFiltered}
              onClear={clearFilters}
            />
          ) : null}
        </TableBody>
      </Table>
    </div>
  );
}
