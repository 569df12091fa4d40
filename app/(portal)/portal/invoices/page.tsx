import type { Metadata } from 'next';
import { FileText } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { PayInvoiceButton } from '@/components/invoices/pay-invoice-button';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { requireStudentPage } from '@/lib/auth/require-page';
import { seesFamilyMoney } from '@/lib/families/portal/assert-sees-family-money';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { listInvoices } from '@/lib/invoices/list-invoices';
import { formatDateTime, formatMoney } from '@/lib/presentation/format';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('portalPages.invoices'))('title') };
}

/** The student's invoices, receipts and credit notes: download each, pay what is open by card. */
export default async function PortalInvoicesPage() {
  const [{ student, session }, t, regional] = await Promise.all([
    requireStudentPage(),
    getTranslations('portalPages.invoices'),
    requestRegionalFormat(),
  ]);
  if (!seesFamilyMoney(session)) {
    // A family's member signed in as themselves (issue 34): the payer holds the invoices.
    return (
      <>
        <PageHeader title={t('title')} />
        <EmptyState icon={FileText} title={t('familyPayerTitle')} description={t('familyPayerText')} />
      </>
    );
  }
  const { data } = await listInvoices({
    teacherId: student.teacherId,
    ownStudentId: student.id,
    query: { page: 1, limit: 100 },
  });
  const day = (iso: string | null) => (iso ? formatDateTime(iso, student.timezone, 'dayMonthYear', regional) : '');
  const money = (minor: number, currency: string) => formatMoney(minor, currency, regional);
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
      />
      {data.length === 0 ? (
        <EmptyState
          icon={FileText}
          title={t('empty')}
          description={t('emptyText')}
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('list')}>
          {data.map((invoice) => (
            <li
              key={invoice.id}
              className="bg-card flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="text-foreground font-medium">
                  {t(invoice.kind === 'credit_note' ? 'creditNote' : 'invoice', { number: invoice.number ?? '' })}
                </p>
                <p className="text-muted-foreground text-sm">
                  {day(invoice.issuedAt)} · {money(invoice.grossAmount, invoice.currency)}
                  {invoice.openAmount > 0
                    ? ` · ${t('open', { amount: money(invoice.openAmount, invoice.currency) })}`
                    : ''}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={invoice.status} />
                <Button variant="secondary" size="sm" asChild>
                  <a href={`/api/student/invoices/${invoice.id}/pdf`} download>
                    {t.rich('download', {
                      number: invoice.number ?? '',
                      sr: (chunks) => <span className="sr-only">{chunks}</span>,
                    })}
                  </a>
                </Button>
                {invoice.openAmount > 0 ? (
                  <PayInvoiceButton
                    invoiceId={invoice.id}
                    label={t('pay', { amount: money(invoice.openAmount, invoice.currency) })}
                    failure={t('payFailed')}
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
