import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InvoiceActions } from '@/components/invoices/invoice-actions';
import { RecordPaymentDialog } from '@/components/invoices/record-payment-dialog';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { getInvoice } from '@/lib/invoices/get-invoice';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { formatDateTime, formatMoney } from '@/lib/presentation/format';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('teacherInvoices.detail'))('meta') };
}

type Props = { params: Promise<{ id: string }> };

export default async function InvoicePage({ params }: Props) {
  const teacher = await requireTeacherPage();
  const { id } = await params;
  const invoice = await getInvoice({ teacherId: teacher.id, invoiceId: id });
  const t = await getTranslations('teacherInvoices.detail');
  const regional = await requestRegionalFormat();
  const money = (amount: number) => formatMoney(amount, invoice.currency, regional);
  const day = (at: string) => formatDateTime(at, teacher.timezone, 'date', regional);
  const number = invoice.number ?? t('draftNumber');
  const title = invoice.kind === 'credit_note' ? t('creditNoteTitle', { number }) : t('invoiceTitle', { number });
  const issued = invoice.issuedAt ? day(invoice.issuedAt) : null;
  const due = invoice.dueAt && invoice.openAmount > 0 ? day(invoice.dueAt) : null;
  const payer = invoice.payerName;
  const description =
    issued && due
      ? t('payerIssuedDue', { payer, issued, due })
      : issued
        ? t('payerIssued', { payer, issued })
        : due
          ? t('payerDue', { payer, due })
          : payer;
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader
        eyebrow={<BackLink href="/teacher/invoices" label={t('back')} />}
        title={title}
        description={description}
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
            <caption className="sr-only">{t('caption', { title })}</caption>
            <thead>
              <tr className="text-muted-foreground text-left">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('description')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t('quantity')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t('unitPrice')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t('tax')}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t('amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {invoice.lines.map((line) => (
                <tr key={line.position} className="border-t">
                  <td className="py-2 pr-3">{line.description}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{line.quantity}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{money(line.unitAmount)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{t('taxRate', { rate: line.taxRate })}</td>
                  <td className="py-2 text-right tabular-nums">{money(line.grossAmount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="mt-4 ml-auto grid max-w-xs grid-cols-2 gap-1 text-sm tabular-nums">
            <dt className="text-muted-foreground">{t('net')}</dt>
            <dd className="text-right">{money(invoice.netAmount)}</dd>
            <dt className="text-muted-foreground">{t('taxTotal')}</dt>
            <dd className="text-right">{money(invoice.taxAmount)}</dd>
            <dt className="font-semibold">{t('total')}</dt>
            <dd className="text-right font-semibold">{money(invoice.grossAmount)}</dd>
            {invoice.paidAmount > 0 ? (
              <>
                <dt className="text-muted-foreground">{t('paid')}</dt>
                <dd className="text-right">{money(invoice.paidAmount)}</dd>
                <dt className="font-semibold">{t('open')}</dt>
                <dd className="text-right font-semibold">{money(invoice.openAmount)}</dd>
              </>
            ) : null}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
