'use client';

import Link from 'next/link';
import { useMemo } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { createDataTableColumnHelper } from '@/components/ui/data-table-features';
import { StatusBadge } from '@/components/ui/status-badge';
import type { TDiscountCode } from '@/lib/discounts/schemas';
import { describeDiscountValue, describeValidity, discountStatus } from './discount-value';

const column = createDataTableColumnHelper<TDiscountCode>();
const nowrap = { className: 'whitespace-nowrap' } as const;

function discountColumns(now: Date, timeZone: string) {
  return column.columns([
    column.display({
      id: 'code',
      header: 'Code',
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
      header: 'Discount',
      cell: ({ row }) => describeDiscountValue(row.original),
      meta: { ...nowrap, card: 'primary' },
    }),
    column.display({
      id: 'validity',
      header: 'Validity',
      cell: ({ row }) => describeValidity(row.original, timeZone),
      meta: nowrap,
    }),
    column.display({
      id: 'uses',
      header: 'Uses',
      cell: ({ row }) =>
        `${row.original.usesCount}${row.original.maxUses === null ? '' : ` / ${row.original.maxUses}`}`,
      meta: { align: 'right', className: 'whitespace-nowrap tabular-nums' },
    }),
    column.display({
      id: 'status',
      header: 'Status',
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
  const columns = useMemo(() => discountColumns(now, timeZone), [now, timeZone]);
  return (
    <DataTable
      columns={columns}
      data={codes}
      caption="Discount codes"
      getRowId={(code) => code.id}
      pagination={{ ...pagination, label: 'Discount code pages' }}
    />
  );
}
