'use client';

import {
  functionalUpdate,
  useTable,
  type RowData,
  type RowSelectionState,
  type TableOptions,
} from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { parseAsInteger, parseAsString, parseAsStringEnum } from 'nuqs';
import { useState, type ReactNode } from 'react';
import { cn } from '@/lib/presentation/cn';
import { Checkbox } from '@/components/ui/checkbox';
import { dataTableFeatures, type DataTableFeatures } from '@/components/ui/data-table-features';
import { cardCellClasses, cardLabelOf, cardLayout, cardRoleOf, cardTitleId } from '@/components/ui/data-table-cards';
import { DataTableHead, columnClasses } from '@/components/ui/data-table-head';
import { ListPagination } from '@/components/ui/list-pagination';
import { sortingOf, urlSortOf, type UrlSort } from '@/components/ui/data-table-url';
import { Table, TableBody, TableCell, TableHeader, TableRow } from '@/components/ui/table';
import { useUrlFilters } from '@/components/ui/use-url-filters';

const urlState = {
  sort: parseAsString,
  direction: parseAsStringEnum(['asc', 'desc'] as const),
  page: parseAsInteger,
};

export type DataTableSelection<TData> = {
  /** Names of the checkboxes: "Select all students on this page", "Select Ada Lovelace". */
  allLabel: string;
  rowLabel: (row: TData) => string;
  /** The bulk actions for the selected rows, shown while any is selected. */
  actions: (selected: TData[], clear: () => void) => ReactNode;
};

export type DataTableProps<TData extends RowData> = {
  /** Stable column definitions (module scope or useMemo), see createDataTableColumnHelper. */
  columns: TableOptions<DataTableFeatures, TData>['columns'];
  /** One page of rows, in the server's order. */
  data: ReadonlyArray<TData>;
  /** Accessible name of the table (rendered as a visually hidden caption). */
  caption: string;
  getRowId: (row: TData) => string;
  /** The order the server applied (`?sort=&direction=`); null when it is the list's own order. */
  sort?: UrlSort | null;
  /** The order the server uses without `sort` in the URL, so choosing it keeps the address clean. */
  defaultSort?: UrlSort;
  /** The server's page (`?page=`); a pager is shown when there is more than one. */
  /** `totalCapped`: `total` is a lower bound ("of more than 1000"), the list did not count further. */
  pagination?: { page: number; limit: number; total: number; totalCapped?: boolean; label: string };
  selection?: DataTableSelection<TData>;
  /** Shown inside the frame, above the table (a count, a hint). */
  header?: ReactNode;
  /** Tighter cells, for wide tables beside a sidebar. */
  compact?: boolean;
  /** Classes of the frame; it carries `data-selection` while rows are selected. */
  className?: string;
};

/**
 * The one table of the design system: sortable headers and paging write the URL (`sort`,
 * `direction`, `page`), the server page reads the same parameters and renders the rows; optional
 * row selection with bulk actions. On a phone (below `md`) each row becomes a card whose layout the
 * columns' `meta.card` sets (data-table-cards.ts); `meta.hideOnMobile` leaves a column out.
 */
export function DataTable<TData extends RowData>({
  columns,
  data,
  caption,
  getRowId,
  sort,
  defaultSort,
  pagination,
  selection,
  header,
  compact,
  className,
}: DataTableProps<TData>) {
  const t = useTranslations('ui.table');
  const { update, isPending } = useUrlFilters(urlState);
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const sorting = sortingOf(sort ?? defaultSort);
  const page = pagination?.page ?? 1;

  const table = useTable({
    features: dataTableFeatures,
    columns: selection ? [selectColumn(selection), ...columns] : columns,
    data,
    getRowId,
    manualSorting: true,
    manualPagination: true,
    rowCount: pagination?.total ?? data.length,
    state: {
      sorting,
      pagination: { pageIndex: page - 1, pageSize: pagination?.limit ?? Math.max(1, data.length) },
      rowSelection,
    },
    onSortingChange: (updater) => void update(urlSortOf(functionalUpdate(updater, sorting), defaultSort)),
    onRowSelectionChange: (updater) => setRowSelection((current) => functionalUpdate(updater, current)),
  });

  const rows = table.getRowModel().rows;
  const selected = table.getSelectedRowModel().rows.map((row) => row.original);
  const clear = () => table.resetRowSelection(true);
  const headerGroups = table.getHeaderGroups();
  const cellPadding = compact ? 'px-3' : undefined;
  const titleId = cardTitleId(table.getAllLeafColumns().map(({ id, columnDef }) => ({ id, meta: columnDef.meta })));

  return (
    <div className="space-y-3">
      {selection && selected.length > 0 ? selection.actions(selected, clear) : null}
      <div
        data-selection={selected.length > 0 ? '' : undefined}
        className={cn('border-border bg-surface overflow-hidden rounded-xl border shadow-sm', className)}
        aria-busy={isPending || undefined}
      >
        {header}
        <Table containerClassName={cardLayout.container} className={cardLayout.table}>
          <caption className="sr-only">{caption}</caption>
          <TableHeader className={cardLayout.header}>
            {headerGroups.map((group, index) => (
              <TableRow
                key={group.id}
                className={cn(
                  'hover:bg-transparent',
                  cardLayout.headerRow,
                  index === headerGroups.length - 1 && cardLayout.lastHeaderRow,
                )}
              >
                {group.headers.map((cell) => (
                  <DataTableHead key={cell.id} header={cell} table={table} grouped={headerGroups.length > 1} />
                ))}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody className={cardLayout.body}>
            {rows.map((row) => (
              <TableRow
                key={row.id}
                data-state={row.getIsSelected() ? 'selected' : undefined}
                className={cn('group', cardLayout.row)}
              >
                {row.getAllCells().map((cell) => {
                  const { meta, header } = cell.column.columnDef;
                  return (
                    <TableCell
                      key={cell.id}
                      data-label={cardLabelOf(header, meta)}
                      className={cn(
                        cellPadding,
                        columnClasses(meta),
                        cardCellClasses(cardRoleOf(cell.column.id, meta, titleId)),
                      )}
                    >
                      <table.FlexRender cell={cell} />
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
            {rows.length === 0 ? (
              <TableRow className={cardLayout.row}>
                <TableCell
                  colSpan={table.getAllLeafColumns().length}
                  className={cn('text-muted-foreground text-center', cardLayout.emptyCell, 'max-md:col-span-2')}
                >
                  {t('empty')}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </div>
      {pagination ? (
        <ListPagination {...pagination} pathname={pathname} params={Object.fromEntries(searchParams)} />
      ) : null}
    </div>
  );
}

/** The checkbox column of a selectable table (all rows of the page, and each row). */
function selectColumn<TData extends RowData>(
  selection: DataTableSelection<TData>,
): TableOptions<DataTableFeatures, TData>['columns'][number] {
  return {
    id: 'select',
    header: ({ table }) => (
      <Checkbox
        aria-label={selection.allLabel}
        checked={table.getIsAllRowsSelected() ? true : table.getIsSomeRowsSelected() ? 'indeterminate' : false}
        onCheckedChange={(checked) => table.toggleAllRowsSelected(checked === true)}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        aria-label={selection.rowLabel(row.original)}
        checked={row.getIsSelected()}
        onCheckedChange={(checked) => row.toggleSelected(checked === true)}
      />
    ),
    meta: { className: 'w-10 pr-0' },
  };
}
