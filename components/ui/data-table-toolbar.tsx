'use client';

import type { ReactTable, RowData } from '@tanstack/react-table';
import { Search } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { DataTableFeatures } from '@/components/ui/data-table-features';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

export type DataTableFacet = {
  /** Column id (or accessorKey) to filter on. */
  columnId: string;
  /** Accessible label of the select, e.g. "Status". */
  label: string;
  /** Text of the "no filter" option; defaults to "All". */
  allLabel?: string;
  /** Fixed options; otherwise the column's unique values are used. */
  options?: ReadonlyArray<{ value: string; label: string }>;
};

type Props<TData extends RowData> = {
  table: ReactTable<DataTableFeatures, TData>;
  searchable: boolean;
  searchPlaceholder: string;
  globalFilter: string;
  facet?: DataTableFacet;
  resultCount: number;
  totalCount: number;
  actions?: ReactNode;
};

export function DataTableToolbar<TData extends RowData>({
  table,
  searchable,
  searchPlaceholder,
  globalFilter,
  facet,
  resultCount,
  totalCount,
  actions,
}: Props<TData>) {
  const id = useId();
  const column = facet ? table.getColumn(facet.columnId) : undefined;
  const facetValue = column?.getFilterValue();
  const options =
    facet?.options ??
    (column
      ? Array.from(column.getFacetedUniqueValues().keys())
          .filter((value): value is string | number => value !== null && value !== undefined && value !== '')
          .map((value) => String(value))
          .sort((a, b) => a.localeCompare(b))
          .map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ') }))
      : []);

  if (!searchable && !facet && !actions) return null;

  return (
    <div className="border-border flex flex-col gap-3 border-b p-3 sm:flex-row sm:items-center sm:p-4">
      {searchable ? (
        <div className="relative w-full sm:max-w-xs">
          <label htmlFor={`${id}-search`} className="sr-only">
            Search the table
          </label>
          <Search
            className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
            aria-hidden="true"
          />
          <Input
            id={`${id}-search`}
            type="search"
            value={globalFilter}
            onChange={(event) => table.setGlobalFilter(event.target.value)}
            placeholder={searchPlaceholder}
            className="pl-9"
          />
        </div>
      ) : null}
      {facet && column ? (
        <div className="w-full sm:w-48">
          <label htmlFor={`${id}-facet`} className="sr-only">
            {facet.label}
          </label>
          <Select
            id={`${id}-facet`}
            value={typeof facetValue === 'string' ? facetValue : ''}
            onChange={(event) => column.setFilterValue(event.target.value || undefined)}
            placeholder={facet.allLabel ?? `All ${facet.label.toLowerCase()}`}
            options={options}
          />
        </div>
      ) : null}
      <p className="text-muted-foreground text-sm sm:ml-auto" aria-live="polite">
        {resultCount === totalCount ? `${totalCount} total` : `${resultCount} of ${totalCount}`}
      </p>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
