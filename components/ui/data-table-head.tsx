'use client';

import type { Header, ReactTable, RowData } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { cn } from '@/lib/presentation/cn';
import { cardHeadClasses, cardRoleOf } from '@/components/ui/data-table-cards';
import type { DataTableColumnMeta, DataTableFeatures } from '@/components/ui/data-table-features';
import { TableHead } from '@/components/ui/table';

export function columnClasses(meta: DataTableColumnMeta | undefined): string {
  return cn(
    meta?.align === 'right' && 'text-right',
    meta?.align === 'center' && 'text-center',
    meta?.hideOnMobile && 'hidden sm:table-cell',
    meta?.className,
  );
}

type Props<TData extends RowData> = {
  header: Header<DataTableFeatures, TData, unknown>;
  table: ReactTable<DataTableFeatures, TData>;
  /** Whether the header has a row of column groups above the column names. */
  grouped: boolean;
};

/** A column header; sortable columns render a button and expose aria-sort; groups span their columns. */
export function DataTableHead<TData extends RowData>({ header, table, grouped }: Props<TData>) {
  const meta = header.column.columnDef.meta;
  const classes = cn(columnClasses(meta), meta?.headerClassName);
  if (header.isPlaceholder) {
    // The empty cell above a column outside any group: no header of its own (an empty <th> would be
    // a header without a name), the column's name is in the row below.
    return <td colSpan={header.colSpan} className={cn('h-10 px-4', grouped && 'h-7', classes, 'max-md:hidden')} />;
  }
  if (header.subHeaders.length > 0) {
    return (
      <TableHead
        colSpan={header.colSpan}
        className={cn('border-border h-7 border-x', classes, 'text-center', 'max-md:hidden')}
      >
        <table.FlexRender header={header} />
      </TableHead>
    );
  }

  const canSort = header.column.getCanSort();
  const sorted = header.column.getIsSorted();
  const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ChevronsUpDown;

  return (
    <TableHead
      colSpan={header.colSpan}
      aria-sort={canSort ? ariaSort : undefined}
      className={cn(classes, cardHeadClasses(cardRoleOf(header.column.id, meta), canSort))}
    >
      {canSort ? (
        <button
          type="button"
          onClick={header.column.getToggleSortingHandler()}
          className={cn(
            'hover:bg-border/60 hover:text-foreground -mx-2 inline-flex items-center gap-1.5 rounded-md px-2 py-1 uppercase',
            sorted && 'text-foreground',
            meta?.align === 'right' && 'flex-row-reverse',
          )}
        >
          <table.FlexRender header={header} />
          <Icon className={cn('size-3.5', !sorted && 'opacity-50')} aria-hidden="true" />
        </button>
      ) : (
        <table.FlexRender header={header} />
      )}
    </TableHead>
  );
}
