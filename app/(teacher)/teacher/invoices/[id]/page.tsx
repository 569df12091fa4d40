import type { Metadata } from 'next';
import { InvoiceActions } from '@/components/invoices/invoice-actions';
import { RecordPaymentDialog } from '@/components/invoices/record-payment-dialog';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { formatDate } from '@/lib/core/format-time';
import { getInvoice } from '@/lib/invoices/get-invoice';
import { formatMoney } from '@/lib/presentation/format';

export const metadata: Metadata = { title: 'Invoice' };

type Props = { params: Promise<{ id: string }> };

export default async function InvoicePage({ params }: Props) {
  const teacher = await requireTeacherPage();
  const { id } = await params;
  const invoice = await getInvoice({ teacherId: teacher.id, invoiceId: id });
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  const title = `${invoice.kind === 'credit_note' ? 'Credit note' : 'Invoice'} ${invoice.number ?? '(draft)'}`;
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader
        eyebrow={<BackLink href="/teacher/invoices" label="Invoices" />}
        title={title}
        description={`${invoice.payerName}${invoice.issuedAt ? `, issued ${formatDate(invoice.issuedAt, teacher.timezone)}` : ''}${
          invoice.dueAt && invoice.openAmount > 0 ? `, due ${formatDate(invoice.dueAt, teacher.timezone)}` : ''
        }`}
        actions={<StatusBadge status={invoice.status} />}
        className="pb-0"
      />
      <div className="flex flex-wrap gap-2">
        <InvoiceActions invoice={invoice} />
        {invoice.openAmount > 0 && invoice.studentId ? (
          <RecordPaymentDialog
            target={{
              studentId: invoice.studentId,
              currency: invoice.currency,
              invoiceId: invoice.id,
              amount: invoice.openAmount,
            }}
          />
        ) : null}
      </div>
      <Card>
        <CardContent className="overflow-x-auto pt-6">
          <table className="w-full text-sm">
            <caption className="sr-only">Lines of {title}</caption>
            <thead>
              <tr className="text-muted-foreground text-left">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Description
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Qty
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Unit price
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Tax
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {invoice.lines.map((line) => (
                <tr key={line.position} className="border-t">
                  <td className="py-2 pr-3">{line.description}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{line.quantity}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{money(line.unitAmount)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{line.taxRate}%</td>
                  <td className="py-2 text-right tabular-nums">{money(line.grossAmount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="mt-4 ml-auto grid max-w-xs grid-cols-2 gap-1 text-sm tabular-nums">
            <dt className="text-muted-foreground">Net</dt>
            <dd className="text-right">{money(invoice.netAmount)}</dd>
            <dt className="text-muted-foreground">Tax</dt>
            <dd className="text-right">{money(invoice.taxAmount)}</dd>
            <dt className="font-semibold">Total</dt>
            <dd className="text-right font-semibold">{money(invoice.grossAmount)}</dd>
            {invoice.paidAmount > 0 ? (
              <>
                <dt className="text-muted-foreground">Paid</dt>
                <dd className="text-right">{money(invoice.paidAmount)}</dd>
                <dt className="font-semibold">Open</dt>
                <dd className="text-right font-semibold">{money(invoice.openAmount)}</dd>
              </>
            ) : null}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
