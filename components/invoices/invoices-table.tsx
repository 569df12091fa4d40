'use client';

import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { createDataTableColumnHelper } from '@/components/ui/data-table-features';
import type { UrlSort } from '@/components/ui/data-table-url';
import { StatusBadge } from '@/components/ui/status-badge';
import type { TInvoice } from '@/lib/invoices/schemas';
import { formatDateTime, formatMoney } from '@/lib/presentation/format';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { IssueDraftsActions, type IssueFailure } from './issue-drafts-actions';

const column = createDataTableColumnHelper<TInvoice>();
const money = { align: 'right', className: 'whitespace-nowrap tabular-nums' } as const;

type Translate = ReturnType<typeof useTranslations<'teacherInvoices.table'>>;
type Regional = ReturnType<typeof useRegionalFormat>;

/** Sortable headers are the list's sort fields (`?sort=&direction=`, ZListInvoicesQuery). */
function invoiceColumns(t: Translate, timezone: string, regional: Regional, detailHref: (id: string) => string) {
  return column.columns([
    column.accessor((invoice) => invoice.number, {
      id: 'number',
      header: t('number'),
      cell: ({ row }) => (
        <Link
          className="text-foreground font-medium underline-offset-4 hover:underline"
          href={detailHref(row.original.id)}
        >
          {row.original.kind === 'credit_note'
            ? t('creditNote', { number: row.original.number ?? '' })
            : (row.original.number ?? t('draft'))}
        </Link>
      ),
      meta: { card: 'title' },
    }),
    column.accessor((invoice) => invoice.issuedAt ?? invoice.createdAt, {
      id: 'issuedAt',
      header: t('date'),
      cell: ({ getValue }) => (
        <time dateTime={getValue()}>{formatDateTime(getValue(), timezone, 'date', regional)}</time>
      ),
      meta: { className: 'whitespace-nowrap', card: 'primary' },
    }),
    column.accessor('payerName', { header: t('payer'), cell: ({ getValue }) => getValue() }),
    column.accessor('grossAmount', {
      header: t('total'),
      cell: ({ row }) => formatMoney(row.original.grossAmount, row.original.currency, regional),
      meta: { ...money, card: 'primary' },
    }),
    column.display({
      id: 'open',
      header: t('open'),
      cell: ({ row }) =>
        row.original.openAmount > 0 ? formatMoney(row.original.openAmount, row.original.currency, regional) : '—',
      meta: money,
    }),
    column.accessor('status', {
      header: t('status'),
      cell: ({ getValue }) => <StatusBadge status={getValue()} />,
      meta: { card: 'primary' },
    }),
  ]);
}

type Props = {
  invoices: TInvoice[];
  timezone: string;
  pagination: { page: number; limit: number; total: number };
  /** The server's order (the URL's `sort` and `direction`); null: newest first. */
  sort?: UrlSort | null;
  /** Where a number links to: the teacher's detail page or the portal's PDF. */
  hrefBase: string;
};

/** Invoices and credit notes, sorted and paged through the URL; selected drafts are issued in bulk. */
export function InvoicesTable({ invoices, timezone, pagination, sort = null, hrefBase }: Props) {
  const t = useTranslations('teacherInvoices.table');
  const regional = useRegionalFormat();
  const [failures, setFailures] = useState<IssueFailure[]>([]);
  const columns = useMemo(
    () => invoiceColumns(t, timezone, regional, (id) => `${hrefBase}/${id}`),
    [t, timezone, regional, hrefBase],
  );
  return (
    <div className="space-y-3">
      {failures.length > 0 ? (
        <div
          role="alert"
          className="border-danger/25 bg-danger-soft text-danger-foreground rounded-lg border p-3 text-sm"
        >
          <p className="font-medium">{t('notIssued')}</p>
          <ul className="list-disc pl-5">
            {failures.map((failure, index) => (
              <li key={index}>{t('failure', { name: failure.name, error: failure.error })}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <DataTable
        columns={columns}
        data={invoices}
        caption={t('caption')}
        getRowId={(invoice) => invoice.id}
        sort={sort}
        defaultSort={{ field: 'createdAt', direction: 'desc' }}
        pagination={{ ...pagination, label: t('pages') }}
        selection={{
          allLabel: t('selectAll'),
          rowLabel: (invoice) => t('selectRow', { name: invoice.number ?? invoice.payerName }),
          actions: (selected, clear) => (
            <IssueDraftsActions
              selected={selected}
              onDone={(failed) => {
                setFailures(failed);
                clear();
              }}
            />
          ),
        }}
      />
    </div>
  );
}
