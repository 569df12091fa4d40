'use client';

import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type Row,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import type { TTemplateRankingItem } from '@/lib/insights/content/schemas';
import { cn } from '@/lib/presentation/cn';
import { useInsightWords } from './content-format';

const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel() });
const column = createColumnHelper<typeof features, TTemplateRankingItem>();

/** A missing rate (no concluded session) always sorts below any figure. */
function byFigure(a: Row<typeof features, TTemplateRankingItem>, b: typeof a, columnId: string) {
  const x = a.getValue<number | null>(columnId);
  const y = b.getValue<number | null>(columnId);
  return (x ?? -1) - (y ?? -1);
}

const figure = { sortFn: byFigure, sortDescFirst: true } as const;

/** Rows shown before "Show all", so a long ranking does not push the rest of the section away. */
const shortList = 10;

export const templateDetailHref = (templateId: string, days: number) =>
  `/teacher/insights/content/templates/${templateId}?period=${days}`;

/** The templates used in the period, sortable by use, completion and rebooking; each opens its detail. */
export function TemplateRankingTable({ templates, days }: { templates: TTemplateRankingItem[]; days: number }) {
  const t = useTranslations('teacherInsights.ranking');
  const words = useInsightWords();
  const [sorting, setSorting] = useState<SortingState>([{ id: 'uses', desc: true }]);
  const [showAll, setShowAll] = useState(false);
  const columns = column.columns([
    column.accessor('name', {
      header: t('template'),
      enableSorting: false,
      cell: ({ row }) => (
        <Link
          href={templateDetailHref(row.original.templateId, days)}
          className="text-primary font-medium hover:underline"
        >
          {row.original.name}
        </Link>
      ),
    }),
    column.accessor('uses', { header: t('uses'), ...figure, cell: ({ getValue }) => words.figure(getValue()) }),
    column.accessor('completionRate', {
      header: t('completion'),
      ...figure,
      cell: ({ getValue }) => words.rate(getValue()),
    }),
    column.accessor('rebookingRate', {
      header: t('rebooking'),
      ...figure,
      cell: ({ getValue }) => words.rate(getValue()),
    }),
  ]);
  const table = useTable({
    features,
    columns,
    data: templates,
    getRowId: (row) => row.templateId,
    state: { sorting },
    onSortingChange: setSorting,
  });

  return (
    <Card>
      <CardContent className="space-y-2 pt-5 sm:pt-5">
        <h3 className="text-foreground text-sm font-semibold">{t('title')}</h3>
        {templates.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('empty')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="insights-template-ranking">
              <caption className="sr-only">{t('caption')}</caption>
              <thead>
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id} className="text-muted-foreground text-left">
                    {group.headers.map((header) => {
                      const sorted = header.column.getIsSorted();
                      const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ChevronsUpDown;
                      const canSort = header.column.getCanSort();
                      return (
                        <th
                          key={header.id}
                          scope="col"
                          aria-sort={
                            canSort ? (sorted === 'asc' ? 'ascending' : sorted ? 'descending' : 'none') : undefined
                          }
                          className={cn('py-1 text-xs font-medium sm:text-sm', canSort ? 'pl-2 text-right' : 'pr-2')}
                        >
                          {canSort ? (
                            <button
                              type="button"
                              onClick={header.column.getToggleSortingHandler()}
                              className={cn(
                                'hover:text-foreground inline-flex items-center gap-0.5 rounded-md sm:gap-1',
                                sorted && 'text-foreground',
                              )}
                            >
                              <table.FlexRender header={header} />
                              <Icon className={cn('size-3 sm:size-3.5', !sorted && 'opacity-50')} aria-hidden="true" />
                            </button>
                          ) : (
                            <table.FlexRender header={header} />
                          )}
                        </th>
                      );
                    })}
                  </tr>
                ))}
              </thead>
              <tbody className="divide-border divide-y">
                {table
                  .getRowModel()
                  .rows.slice(0, showAll ? undefined : shortList)
                  .map((row) => (
                    <tr key={row.id}>
                      {row.getAllCells().map((cell, index) => (
                        <td
                          key={cell.id}
                          className={cn('py-2', index === 0 ? 'pr-2 break-words' : 'pl-2 text-right tabular-nums')}
                        >
                          <table.FlexRender cell={cell} />
                        </td>
                      ))}
                    </tr>
                  ))}
              </tbody>
            </table>
            {templates.length > shortList ? (
              <button
                type="button"
                onClick={() => setShowAll((value) => !value)}
                className="text-primary mt-2 text-sm font-medium hover:underline"
              >
                {showAll ? t('showFirst') : t('showAll', { count: templates.length })}
              </button>
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
