import {
  createColumnHelper,
  createSortedRowModel,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
} from '@tanstack/react-table';
import type { DataTableColumnMeta } from '@/components/ui/data-table-features';
import type { TServiceListRow } from '@/lib/catalogue/schemas';

/** The services table: client-side sorting of the server's rows, and row selection for bulk actions. */
export const servicesTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, basic: sortFn_basic },
  rowSelectionFeature,
  columnMeta: {} as DataTableColumnMeta,
});

export type ServicesTableFeatures = typeof servicesTableFeatures;

export const serviceColumn = createColumnHelper<ServicesTableFeatures, TServiceListRow>();
