'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { createDataTableColumnHelper } from '@/components/ui/data-table-features';
import { StatusBadge } from '@/components/ui/status-badge';
import type { TPaymentRow } from '@/lib/payments/schemas';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import type { RegionalFormat } from '@/lib/core/locale';
import { formatDateTime, formatMoney } from '@/lib/presentation/format';
import { RefundDialog } from './refund-dialog';

const column = createDataTableColumnHelper<TPaymentRow>();
const money = { align: 'right', className: 'whitespace-nowrap tabular-nums' } as const;
type Say = (key: string, values?: Record<string, string | number>) => string;

function paymentColumns(timezone: string, t: Say, regional: RegionalFormat) {
  const studentNameOf = (payment: TPaymentRow) => payment.student?.name ?? t('deletedStudent');
  const formatMoneyIn = (minor: number, currency: string) => formatMoney(minor, currency, regional);
  return column.columns([
    column.display({
      id: 'date',
      header: t('date'),
      cell: ({ row }) => {
        const date = row.original.paidAt ?? row.original.createdAt;
        return <time dateTime={date}>{formatDateTime(date, timezone, 'date', regional)}</time>;
      },
      meta: { className: 'whitespace-nowrap', card: 'primary' },
    }),
    column.display({
      id: 'student',
      header: t('student'),
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
      header: t('service'),
      cell: ({ row }) => (
        <>
          <div>{row.original.description ?? '—'}</div>
          {row.original.method !== 'card' ? (
            <div className="text-muted-foreground text-xs">
              {t('recorded', { method: t(`method.${row.original.method}`) })}
            </div>
          ) : null}
        </>
      ),
      meta: { className: 'min-w-32' },
    }),
    column.display({
      id: 'amount',
      header: t('amount'),
      cell: ({ row }) => formatMoneyIn(row.original.amount, row.original.currency),
      meta: { ...money, card: 'primary' },
    }),
    column.display({
      id: 'fee',
      header: t('fee'),
      cell: ({ row }) => formatMoneyIn(row.original.pspFee, row.original.currency),
      meta: { ...money, className: `${money.className} text-muted-foreground` },
    }),
    column.display({
      id: 'status',
      header: t('status'),
      cell: ({ row }) => (
        <div className="flex flex-col items-start gap-1">
          <StatusBadge status={row.original.status} />
          {row.original.dispute ? (
            <Badge tone={row.original.dispute.status === 'won' ? 'neutral' : 'danger'}>
              {t(`dispute.${row.original.dispute.status}`)}
            </Badge>
          ) : null}
        </div>
      ),
      meta: { card: 'primary' },
    }),
    column.display({
      id: 'refunded',
      header: t('refunded'),
      cell: ({ row }) =>
        row.original.refundedAmount > 0 ? formatMoneyIn(row.original.refundedAmount, row.original.currency) : '—',
      meta: money,
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('actions')}</span>,
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
  const t = useTranslations('teacherPayments.table');
  const regional = useRegionalFormat();
  const columns = useMemo(() => paymentColumns(timezone, t, regional), [timezone, t, regional]);
  return (
    <DataTable
      columns={columns}
      data={payments}
      caption={t('caption')}
      getRowId={(payment) => payment.id}
      pagination={{ ...pagination, label: t('pages') }}
    />
  );
}
