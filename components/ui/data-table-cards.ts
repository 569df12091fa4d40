import { cn } from '@/lib/presentation/cn';
import type { DataTableColumnMeta } from '@/components/ui/data-table-features';

/**
 * Below the `md` breakpoint a DataTable shows each row as a card: the same <table> markup (one DOM,
 * so no duplicated labels and nothing to hydrate differently), laid out by CSS. Column meta says
 * where each value goes (see DataTableColumnMeta.card); labels come from the headers.
 */

export type CardRole = NonNullable<DataTableColumnMeta['card']> | 'select';

/** `titleId`: the column that heads the card (the one marked `title`, else the first). */
export function cardRoleOf(columnId: string, meta: DataTableColumnMeta | undefined, titleId?: string): CardRole {
  if (columnId === 'select') return 'select';
  if (meta?.card) return meta.card;
  if (columnId === titleId) return 'title';
  if (columnId === 'actions') return 'actions';
  return meta?.hideOnMobile ? 'hidden' : 'secondary';
}

const labelled =
  'max-md:before:block max-md:before:text-xs max-md:before:font-normal max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]';

const cellByRole: Record<CardRole, string> = {
  title: 'max-md:order-0 max-md:col-span-2 max-md:pr-10 max-md:text-base',
  primary: cn('max-md:order-1 max-md:font-semibold', labelled),
  secondary: cn('max-md:order-2 max-md:text-sm', labelled),
  actions:
    'max-md:order-3 max-md:col-span-2 max-md:flex max-md:flex-wrap max-md:justify-start max-md:gap-2 max-md:text-left',
  hidden: 'max-md:hidden',
  select: 'max-md:absolute max-md:top-3 max-md:right-3 max-md:w-auto',
};

/** Classes of a body cell; `max-md:block` wins over a column's own `hidden md:table-cell`. */
export const cardCellClasses = (role: CardRole): string =>
  cn(
    role !== 'hidden' && 'max-md:block max-md:min-w-0 max-md:p-0 max-md:text-left max-md:break-words',
    cellByRole[role],
  );

/** Header cells: sortable ones stay as chips that sort the cards, the select-all box stays, the rest go. */
export function cardHeadClasses(role: CardRole, sortable: boolean): string {
  if (role === 'select') return 'max-md:flex max-md:h-8 max-md:items-center max-md:px-1';
  if (sortable && role !== 'hidden') {
    return 'max-md:flex max-md:h-8 max-md:items-center max-md:rounded-md max-md:border max-md:border-border max-md:px-3';
  }
  return 'max-md:hidden';
}

export const cardLayout = {
  container: 'max-md:overflow-visible',
  table: 'max-md:block',
  header: 'max-md:block max-md:bg-transparent',
  headerRow: 'max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-2 max-md:border-0 max-md:px-3',
  lastHeaderRow: 'max-md:pt-3',
  body: 'max-md:block max-md:space-y-3 max-md:p-3 max-md:[&_tr:last-child]:border',
  row: 'max-md:relative max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-2 max-md:rounded-lg max-md:border max-md:p-3',
  emptyCell: 'max-md:block max-md:p-2',
} as const;

/** A header's text for a card label: the header itself when it is a string, else `meta.cardLabel`. */
export const cardLabelOf = (header: unknown, meta: DataTableColumnMeta | undefined): string | undefined =>
  typeof header === 'string' ? header : meta?.cardLabel;

/** The id of the column that heads a card: the one whose meta says `title`, else the first data column. */
export function cardTitleId(columns: ReadonlyArray<{ id: string; meta: DataTableColumnMeta | undefined }>) {
  const data = columns.filter((column) => column.id !== 'select');
  return (data.find((column) => column.meta?.card === 'title') ?? data[0])?.id;
}
