import {
  createColumnHelper,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

/** Per-column presentation options, set through a column definition's `meta`. */
export type DataTableColumnMeta = {
  align?: 'left' | 'right' | 'center';
  /** Extra classes for this column's <th> and <td>. */
  className?: string;
  /** Extra classes for the <th> only (e.g. the background of a sticky column). */
  headerClassName?: string;
  /** Hide below the `sm` breakpoint to keep phone tables short (and leave it out of phone cards). */
  hideOnMobile?: boolean;
  /**
   * Its place in the card a row becomes on a phone (below `md`): `title` heads the card, `primary`
   * figures come first and bold, `secondary` ones after them, `actions` at the foot, `hidden` not at
   * all. Without it a column is `secondary` (`hidden` with hideOnMobile; `actions` for id "actions").
   */
  card?: 'title' | 'primary' | 'secondary' | 'actions' | 'hidden';
  /** The label of the value in a card when the header is not plain text. */
  cardLabel?: string;
};

/**
 * The features every DataTable uses. Sorting and paging are manual: the server page reads `sort`,
 * `direction` and `page` from the URL and hands over rows already in order; selection is local.
 * Kept at module scope (stable identity), without 'use client' so column files can import it.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  columnMeta: {} as DataTableColumnMeta,
});

export type DataTableFeatures = typeof dataTableFeatures;

/** A column definition for <DataTable>. */
export type DataTableColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData>;

/**
 * Typed column helper: `const col = createDataTableColumnHelper<Student>();
 * const columns = col.columns([col.accessor('name', { header: 'Name' }), ...])`.
 * Define columns in a 'use client' file (cells are functions) and at module scope or memoised.
 * An accessor column is sortable; its id is the `sort` value the server receives.
 */
export function createDataTableColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}
