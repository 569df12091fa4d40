'use client';

import Link from 'next/link';
import { useMemo } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { createDataTableColumnHelper } from '@/components/ui/data-table-features';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDate } from '@/lib/core/format-time';
import type { TInvoice } from '@/lib/invoices/schemas';
import { formatMoney } from '@/lib/presentation/format';

const column = createDataTableColumnHelper<TInvoice>();
const money = { align: 'right', className: 'whitespace-nowrap tabular-nums' } as const;

function invoiceColumns(timezone: string, detailHref: (id: string) => string) {
  return column.columns([
    column.display({
      id: 'number',
      header: 'Number',
      cell: ({ row }) => (
        <Link
          className="text-foreground font-medium underline-offset-4 hover:underline"
          href={detailHref(row.original.id)}
        >
          {row.original.number ?? 'Draft'}
          {row.original.kind === 'credit_note' ? ' (credit note)' : ''}
        </Link>
      ),
      meta: { card: 'title' },
    }),
    column.display({
      id: 'date',
      header: 'Date',
      cell: ({ row }) => {
        const date = row.original.issuedAt ?? row.original.createdAt;
        return <time dateTime={date}>{formatDate(date, timezone)}</time>;
      },
      meta: { className: 'whitespace-nowrap', card: 'primary' },
    }),
    column.display({ id: 'payer', header: 'Payer', cell: ({ row }) => row.original.payerName }),
    column.display({
      id: 'total',
      header: 'Total',
      cell: ({ row }) => formatMoney(row.original.grossAmount, row.original.currency),
      meta: { ...money, card: 'primary' },
    }),
    column.display({
      id: 'open',
      header: 'Open',
      cell: ({ row }) =>
        row.original.openAmount > 0 ? formatMoney(row.original.openAmount, row.original.currency) : '—',
      meta: money,
    }),
    column.display({
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
      meta: { card: 'primary' },
    }),
  ]);
}

type Props = {
  invoices: TInvoice[];
  timezone: string;
  pagination: { page: number; limit: number; total: number };
  /** Where a number links to: the teacher's detail page or the portal's PDF. */
  hrefBase: string;
};

/** Invoices and credit notes, newest first, paged through the URL. */
export function InvoicesTable({ invoices, timezone, pagination, hrefBase }: Props) {
  const columns = useMemo(() => invoiceColumns(timezone, (id) => `${hrefBase}/${id}`), [timezone, hrefBase]);
  return (
    <DataTable
      columns={columns}
      data={invoices}
      caption="Invoices"
      getRowId={(invoice) => invoice.id}
      pagination={{ ...pagination, label: 'Invoice pages' }}
    />
  );
}
