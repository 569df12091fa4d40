import type { Metadata } from 'next';
import { CreditCard } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { ExportPaymentsButton } from '@/components/payments/export-payments-button';
import { DisputesNotice } from '@/components/payments/disputes-notice';
import { PaymentKpiCards } from '@/components/payments/payment-kpi-cards';
import { usableTimeZone } from '@/lib/core/time';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { formatIsoDate } from '@/lib/presentation/format';
import { parsePaymentsPageQuery } from './payments-page-query';
import { PaymentsTable } from '@/components/payments/payments-table';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterBar } from '@/components/ui/filter-bar';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { getPaymentKpis } from '@/lib/payments/get-payment-kpis';
import { listDisputes } from '@/lib/payments/list-disputes';
import { listPayments } from '@/lib/payments/list-payments';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('teacherPayments.page');
  return { title: t('title') };
}

const STATUSES = ['succeeded', 'partially_refunded', 'refunded', 'pending', 'failed'] as const;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PaymentsPage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const zone = usableTimeZone(teacher.timezone);
  const t = await getTranslations('teacherPayments.page');
  const regional = await requestRegionalFormat();
  const day = (iso: string) => formatIsoDate(iso, 'date', regional);
  const statusOptions = STATUSES.map((value) => ({ value, label: t(`status.${value}`) }));
  const query = parsePaymentsPageQuery(await searchParams, zone);
  const [kpis, list, openDisputes] = await Promise.all([
    getPaymentKpis({ teacherId: teacher.id, query: query.kpis }),
    listPayments({ teacherId: teacher.id, query: query.list }),
    listDisputes({ teacherId: teacher.id, query: { status: 'needs_response', page: 1, limit: 5 } }),
  ]);
  const filtered = Boolean(query.status || query.from || query.to);
  const periodLabel =
    query.from && query.to
      ? t('periodFromUntil', { from: day(query.from), to: day(query.to) })
      : query.from
        ? t('periodFrom', { from: day(query.from) })
        : query.to
          ? t('periodUntil', { to: day(query.to) })
          : t('thisMonth');

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={<ExportPaymentsButton filters={query.exportFilters} />}
        className="pb-0"
      />
      <DisputesNotice disputes={openDisputes.data} total={openDisputes.total} timezone={teacher.timezone} />
      <PaymentKpiCards kpis={kpis} periodLabel={periodLabel} />
      <section aria-labelledby="payments-heading" className="space-y-4">
        <h2 id="payments-heading" className="text-foreground text-base font-semibold">
          {t('history')}
        </h2>
        <FilterBar
          label={t('filter')}
          selects={[{ name: 'status', label: t('statusLabel'), placeholder: t('allStatuses'), options: statusOptions }]}
          days={{ fromLabel: t('paidFrom'), toLabel: t('paidUntil') }}
        />
        {list.total === 0 ? (
          <EmptyState
            icon={CreditCard}
            title={filtered ? t('noMatch') : t('none')}
            description={filtered ? t('noMatchHelp') : t('noneHelp')}
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
