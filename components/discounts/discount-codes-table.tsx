'use client';

import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { createDataTableColumnHelper } from '@/components/ui/data-table-features';
import { StatusBadge } from '@/components/ui/status-badge';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import type { RegionalFormat } from '@/lib/core/locale';
import type { TDiscountCode } from '@/lib/discounts/schemas';
import { describeDiscountValue, describeValidity, discountStatus } from './discount-value';

const column = createDataTableColumnHelper<TDiscountCode>();
const nowrap = { className: 'whitespace-nowrap' } as const;

type Say = (key: string, values?: Record<string, string | number>) => string;

function discountColumns(now: Date, timeZone: string, t: Say, regional: RegionalFormat) {
  return column.columns([
    column.display({
      id: 'code',
      header: t('table.code'),
      cell: ({ row }) => (
        <>
          <Link
            href={`/teacher/discounts/${row.original.id}`}
            className="text-primary font-mono font-medium underline-offset-4 hover:underline"
          >
            {row.original.code}
          </Link>
          {row.original.description ? (
            <div className="text-muted-foreground max-w-xs truncate text-xs">{row.original.description}</div>
          ) : null}
        </>
      ),
      meta: { card: 'title' },
    }),
    column.display({
      id: 'discount',
      header: t('table.discount'),
      cell: ({ row }) => describeDiscountValue(row.original, (key, values) => t(`value.${key}`, values), regional),
      meta: { ...nowrap, card: 'primary' },
    }),
    column.display({
      id: 'validity',
      header: t('table.validity'),
      cell: ({ row }) => describeValidity(row.original, timeZone, (key, values) => t(`value.${key}`, values), regional),
      meta: nowrap,
    }),
    column.display({
      id: 'uses',
      header: t('table.uses'),
      cell: ({ row }) =>
        `${row.original.usesCount}${row.original.maxUses === null ? '' : ` / ${row.original.maxUses}`}`,
      meta: { align: 'right', className: 'whitespace-nowrap tabular-nums' },
    }),
    column.display({
      id: 'status',
      header: t('table.status'),
      cell: ({ row }) => <StatusBadge status={discountStatus(row.original, now)} />,
      meta: { card: 'primary' },
    }),
  ]);
}

type Props = {
  codes: TDiscountCode[];
  now: Date;
  /** The teacher's zone: validity days are on their clock. */
  timeZone: string;
  pagination: { page: number; limit: number; total: number };
};

/** The teacher's codes; each code links to its detail (usage and editor). */
export function DiscountCodesTable({ codes, now, timeZone, pagination }: Props) {
  const t = useTranslations('teacherDiscounts');
  const regional = useRegionalFormat();
  const columns = useMemo(() => discountColumns(now, timeZone, t, regional), [now, timeZone, t, regional]);
  return (
    <DataTable
      columns={columns}
      data={codes}
      caption={t('table.caption')}
      getRowId={(code) => code.id}
      pagination={{ ...pagination, label: t('table.pages') }}
    />
  );
}
