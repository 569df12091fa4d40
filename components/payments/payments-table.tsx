'use client';

import { useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { createDataTableColumnHelper } from '@/components/ui/data-table-features';
import { StatusBadge } from '@/components/ui/status-badge';
import type { TDispute, TPaymentRow } from '@/lib/payments/schemas';
import { formatDate } from '@/lib/core/format-time';
import { formatMoney } from '@/lib/presentation/format';
import { RefundDialog } from './refund-dialog';

const column = createDataTableColumnHelper<TPaymentRow>();
const money = { align: 'right', className: 'whitespace-nowrap tabular-nums' } as const;
const methodLabels = { card: 'Card', cash: 'Cash', bank_transfer: 'Bank transfer', other: 'Other' } as const;
const studentNameOf = (payment: TPaymentRow) => payment.student?.name ?? 'Deleted student';

function paymentColumns(timezone: string) {
  return column.columns([
    column.display({
      id: 'date',
      header: 'Date',
      cell: ({ row }) => {
        const date = row.original.paidAt ?? row.original.createdAt;
        return <time dateTime={date}>{formatDate(date, timezone)}</time>;
      },
      meta: { className: 'whitespace-nowrap', card: 'primary' },
    }),
    column.display({
      id: 'student',
      header: 'Student',
      cell: ({ row }) => (
        <>
          <div className="text-foreground font-medium">{studentNameOf(row.original)}</div>
          {row.original.student?.email ? (
            <div className="text-muted-foreground max-w-44 truncate text-xs" title={row.original.student.email}>
              {row.original.student.email}
            </div>
          ) : null}
        </>
      ),
      meta: { card: 'title' },
    }),
    column.display({
      id: 'service',
      header: 'Service',
      cell: ({ row }) => (
        <>
          <div>{row.original.description ?? '—'}</div>
          {row.original.method !== 'card' ? (
            <div className="text-muted-foreground text-xs">{methodLabels[row.original.method]}, recorded by you</div>
          ) : null}
        </>
      ),
      meta: { className: 'min-w-32' },
    }),
    column.display({
      id: 'amount',
      header: 'Amount',
      cell: ({ row }) => formatMoney(row.original.amount, row.original.currency),
      meta: { ...money, card: 'primary' },
    }),
    column.display({
      id: 'fee',
      header: 'Fee',
      cell: ({ row }) => formatMoney(row.original.pspFee, row.original.currency),
      meta: { ...money, className: `${money.className} text-muted-foreground` },
    }),
    column.display({
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <div className="flex flex-col items-start gap-1">
          <StatusBadge status={row.original.status} />
          {row.original.dispute ? (
            <Badge tone={row.original.dispute.status === 'won' ? 'neutral' : 'danger'}>
              {disputeLabel(row.original.dispute.status)}
            </Badge>
          ) : null}
        </div>
      ),
      meta: { card: 'primary' },
    }),
    column.display({
      id: 'refunded',
      header: 'Refunded',
      cell: ({ row }) =>
        row.original.refundedAmount > 0 ? formatMoney(row.original.refundedAmount, row.original.currency) : '—',
      meta: money,
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) =>
        row.original.refundable > 0 ? (
          <RefundDialog
            paymentId={row.original.id}
            studentName={studentNameOf(row.original)}
            currency={row.original.currency}
            refundable={row.original.refundable}
          />
        ) : null,
      meta: { align: 'right' },
    }),
  ]);
}

type Props = {
  payments: TPaymentRow[];
  timezone: string;
  pagination: { page: number; limit: number; total: number };
};

/** The payments of one page; a Refund action where something can still be refunded. */
export function PaymentsTable({ payments, timezone, pagination }: Props) {
  const columns = useMemo(() => paymentColumns(timezone), [timezone]);
  return (
    <DataTable
      columns={columns}
      data={payments}
      caption="Payments"
      getRowId={(payment) => payment.id}
      pagination={{ ...pagination, label: 'Payments pages' }}
    />
  );
}

const disputeLabels: Record<TDispute['status'], string> = {
  needs_response: 'Disputed',
  under_review: 'Dispute in review',
  won: 'Dispute won',
  lost: 'Dispute lost',
};

const disputeLabel = (status: TDispute['status']) => disputeLabels[status];
