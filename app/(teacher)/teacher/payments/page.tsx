import type { Metadata } from 'next';
import { CreditCard } from 'lucide-react';
import { ExportPaymentsButton } from '@/components/payments/export-payments-button';
import { PaymentKpiCards } from '@/components/payments/payment-kpi-cards';
import { parsePaymentsPageQuery } from './payments-page-query';
import { PaymentsFilterForm } from '@/components/payments/payments-filter-form';
import { PaymentsTable } from '@/components/payments/payments-table';
import { ListPagination } from '@/components/services/list-pagination';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { getPaymentKpis } from '@/lib/payments/get-payment-kpis';
import { listPayments } from '@/lib/payments/list-payments';

export const metadata: Metadata = { title: 'Payments' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PaymentsPage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const query = parsePaymentsPageQuery(await searchParams);
  const [kpis, list] = await Promise.all([
    getPaymentKpis({ teacherId: teacher.id, query: query.kpis }),
    listPayments({ teacherId: teacher.id, query: query.list }),
  ]);
  const filtered = Boolean(query.status || query.from || query.to);
  const periodLabel =
    query.from || query.to
      ? `Paid ${query.from ? `from ${query.from} ` : ''}${query.to ? `until ${query.to}` : 'until now'} (UTC)`
      : 'This month (UTC)';

  return (
    <div className="space-y-6">
      <PageHeader
        title="Payments"
        description="Payments from your students, paid straight into your own payment-processor account."
        actions={<ExportPaymentsButton filters={query.exportFilters} />}
        className="pb-0"
      />
      <PaymentKpiCards kpis={kpis} periodLabel={periodLabel} />
      <section aria-labelledby="payments-heading" className="space-y-4">
        <h2 id="payments-heading" className="text-foreground text-base font-semibold">
          Payment history
        </h2>
        <PaymentsFilterForm
          key={`${query.status}|${query.from}|${query.to}`}
          status={query.status}
          from={query.from}
          to={query.to}
          filtered={filtered}
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
          <PaymentsTable payments={list.data} timezone={teacher.timezone} />
        )}
        <ListPagination
          page={list.page}
          limit={list.limit}
          total={list.total}
          pathname="/teacher/payments"
          params={{ status: query.status, from: query.from, to: query.to }}
          label="Payments pages"
        />
      </section>
    </div>
  );
}
