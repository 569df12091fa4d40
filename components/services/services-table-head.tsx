'use client';

import type { Header, ReactTable } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { columnClasses } from '@/components/ui/data-table-head';
import { TableHead } from '@/components/ui/table';
import type { TServiceListRow } from '@/lib/catalogue/schemas';
import { cn } from '@/lib/ui/cn';
import type { ServicesTableFeatures } from './services-table-features';

type Props = {
  header: Header<ServicesTableFeatures, TServiceListRow, unknown>;
  table: ReactTable<ServicesTableFeatures, TServiceListRow>;
};

/** A header cell of the services table; sortable columns are buttons and expose aria-sort. */
export function ServicesTableHead({ header, table }: Props) {
  const meta = header.column.columnDef.meta;
  const isGroup = header.subHeaders.length > 0;
  if (header.isPlaceholder) return <TableHead colSpan={header.colSpan} className={cn('h-7', columnClasses(meta))} />;
  if (isGroup) {
    return (
      <TableHead
        colSpan={header.colSpan}
        className={cn('border-border h-7 border-x text-center', columnClasses(meta), 'text-center')}
      >
        <table.FlexRender header={header} />
      </TableHead>
    );
  }
  const canSort = header.column.getCanSort();
  const sorted = header.column.getIsSorted();
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ChevronsUpDown;
  const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';

  return (
    <TableHead
      aria-sort={canSort ? ariaSort : undefined}
      className={cn('px-3', columnClasses(meta), header.column.id === 'actions' && 'bg-surface-muted')}
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
