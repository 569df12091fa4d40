import {
  columnFacetingFeature,
  columnFilteringFeature,
  createColumnHelper,
  createFacetedRowModel,
  createFacetedUniqueValues,
  createFilteredRowModel,
  createSortedRowModel,
  filterFn_arrIncludes,
  filterFn_equalsString,
  filterFn_includesString,
  globalFilteringFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

/** Per-column presentation options, set through a column definition's `meta`. */
export type DataTableColumnMeta = {
  align?: 'left' | 'right' | 'center';
  /** Extra classes for this column's <th> and <td>. */
  className?: string;
  /** Hide below the `sm` breakpoint to keep phone tables short. */
  hideOnMobile?: boolean;
};

/**
 * The features every DataTable uses: sorting, a global text filter and faceted column filters.
 * Kept at module scope (stable identity), without 'use client' so column files can import it.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    text: sortFn_text,
    datetime: sortFn_datetime,
    basic: sortFn_basic,
  },
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: {
    includesString: filterFn_includesString,
    equalsString: filterFn_equalsString,
    arrIncludes: filterFn_arrIncludes,
  },
  columnFacetingFeature,
  facetedRowModel: createFacetedRowModel(),
  facetedUniqueValues: createFacetedUniqueValues(),
  columnMeta: {} as DataTableColumnMeta,
});

export type DataTableFeatures = typeof dataTableFeatures;

/** A column definition for <DataTable>. */
export type DataTableColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData>;

/**
 * Typed column helper: `const col = createDataTableColumnHelper<Student>();
 * const columns = col.columns([col.accessor('name', { header: 'Name' }), ...])`.
 * Define columns in a 'use client' file (cells are functions) and at module scope.
 */
export function createDataTableColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}
