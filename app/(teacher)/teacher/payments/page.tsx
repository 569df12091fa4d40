import type { Metadata } from 'next';
import { CreditCard } from 'lucide-react';
import { ExportPaymentsButton } from '@/components/payments/export-payments-button';
import { DisputesNotice } from '@/components/payments/disputes-notice';
import { PaymentKpiCards } from '@/components/payments/payment-kpi-cards';
import { usableTimeZone } from '@/lib/core/time';
import { parsePaymentsPageQuery } from './payments-page-query';
import { PaymentsTable } from '@/components/payments/payments-table';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterBar } from '@/components/ui/filter-bar';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { getPaymentKpis } from '@/lib/payments/get-payment-kpis';
import { listDisputes } from '@/lib/payments/list-disputes';
import { listPayments } from '@/lib/payments/list-payments';

export const metadata: Metadata = { title: 'Payments' };

const STATUS_OPTIONS = [
  { value: 'succeeded', label: 'Succeeded' },
  { value: 'partially_refunded', label: 'Partially refunded' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'pending', label: 'Pending' },
  { value: 'failed', label: 'Failed' },
];

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PaymentsPage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const zone = usableTimeZone(teacher.timezone);
  const query = parsePaymentsPageQuery(await searchParams, zone);
  const [kpis, list, openDisputes] = await Promise.all([
    getPaymentKpis({ teacherId: teacher.id, query: query.kpis }),
    listPayments({ teacherId: teacher.id, query: query.list }),
    listDisputes({ teacherId: teacher.id, query: { status: 'needs_response', page: 1, limit: 5 } }),
  ]);
  const filtered = Boolean(query.status || query.from || query.to);
  const periodLabel =
    query.from || query.to
      ? `Paid ${query.from ? `from ${query.from} ` : ''}${query.to ? `until ${query.to}` : 'until now'}`
      : 'This month';

  return (
    <div className="space-y-6">
      <PageHeader
        title="Payments"
        description="Payments from your students, paid straight into your own payment-processor account."
        actions={<ExportPaymentsButton filters={query.exportFilters} />}
        className="pb-0"
      />
      <DisputesNotice disputes={openDisputes.data} total={openDisputes.total} timezone={teacher.timezone} />
      <PaymentKpiCards kpis={kpis} periodLabel={periodLabel} />
      <section aria-labelledby="payments-heading" className="space-y-4">
        <h2 id="payments-heading" className="text-foreground text-base font-semibold">
          Payment history
        </h2>
        <FilterBar
          label="Filter payments"
          selects={[{ name: 'status', label: 'Status', placeholder: 'All statuses', options: STATUS_OPTIONS }]}
          days={{ fromLabel: 'Paid from', toLabel: 'Paid until' }}
        />
        {list.total === 0 ? (
          <EmptyState
            icon={CreditCard}
            title={filtered ? 'No payments match these filters' : 'No payments yet'}
            description={
              filtered
                ? 'Try another status or a wider date range.'
                : 'When students pay for your services, their payments appear here. Lektio never holds your money.'
            }
          />
        ) : (
          <PaymentsTable
            payments={list.data}
            timezone={teacher.timezone}
            pagination={{ page: list.page, limit: list.limit, total: list.total }}
          />
        )}
      </section>
    </div>
  );
}
