import type { Metadata } from 'next';
import { FileText } from 'lucide-react';
import { PayInvoiceButton } from '@/components/invoices/pay-invoice-button';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { requireStudentPage } from '@/lib/auth/require-page';
import { familyMoneyRefusal, seesFamilyMoney } from '@/lib/families/portal/assert-sees-family-money';
import { formatInZone } from '@/lib/core/format-time';
import { listInvoices } from '@/lib/invoices/list-invoices';
import { formatMoney } from '@/lib/presentation/format';

export const metadata: Metadata = { title: 'Invoices' };

/** The student's invoices, receipts and credit notes: download each, pay what is open by card. */
export default async function PortalInvoicesPage() {
  const { student, session } = await requireStudentPage();
  if (!seesFamilyMoney(session)) {
    // A family's member signed in as themselves (issue 34): the payer holds the invoices.
    return (
      <>
        <PageHeader title="Invoices" />
        <EmptyState icon={FileText} title="Your family's payer has the invoices" description={familyMoneyRefusal} />
      </>
    );
  }
  const { data } = await listInvoices({
    teacherId: student.teacherId,
    ownStudentId: student.id,
    query: { page: 1, limit: 100 },
  });
  const day = (iso: string | null) => (iso ? formatInZone(iso, student.timezone, 'dayMonthYear') : '');
  return (
    <>
      <PageHeader
        title="Invoices"
        description="Invoices and receipts from your teacher. Download them, or pay what is open by card."
      />
      {data.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="No invoices yet"
          description="When your teacher issues an invoice, it appears here."
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Your invoices">
          {data.map((invoice) => (
            <li
              key={invoice.id}
              className="bg-card flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="text-foreground font-medium">
                  {invoice.kind === 'credit_note' ? 'Credit note' : 'Invoice'} {invoice.number}
                </p>
                <p className="text-muted-foreground text-sm">
                  {day(invoice.issuedAt)} · {formatMoney(invoice.grossAmount, invoice.currency)}
                  {invoice.openAmount > 0 ? ` · ${formatMoney(invoice.openAmount, invoice.currency)} open` : ''}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={invoice.status} />
                <Button variant="secondary" size="sm" asChild>
                  <a href={`/api/student/invoices/${invoice.id}/pdf`} download>
                    Download PDF<span className="sr-only"> of {invoice.number}</span>
                  </a>
                </Button>
                {invoice.openAmount > 0 ? (
                  <PayInvoiceButton
                    invoiceId={invoice.id}
                    label={`Pay ${formatMoney(invoice.openAmount, invoice.currency)}`}
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
