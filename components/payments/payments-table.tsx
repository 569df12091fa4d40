import { StatusBadge } from '@/components/ui/status-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { TPaymentRow } from '@/lib/payments/schemas';
import { formatMoney, safeTimeZone } from '@/lib/ui/format';
import { RefundDialog } from './refund-dialog';

/** The payments of one page; a Refund action where something can still be refunded. */
export function PaymentsTable({ payments, timezone }: { payments: TPaymentRow[]; timezone: string }) {
  const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: safeTimeZone(timezone) });
  return (
    <div className="border-border bg-surface rounded-xl border shadow-sm">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Date</TableHead>
            <TableHead>Student</TableHead>
            <TableHead>Service</TableHead>
            <TableHead className="text-right">Amount</TableHead>
            <TableHead className="text-right">Fee</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Refunded</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {payments.map((payment) => {
            const date = payment.paidAt ?? payment.createdAt;
            const studentName = payment.student?.name ?? 'Deleted student';
            return (
              <TableRow key={payment.id}>
                <TableCell className="whitespace-nowrap">
                  <time dateTime={date}>{dateFormat.format(new Date(date))}</time>
                </TableCell>
                <TableCell>
                  <div className="text-foreground font-medium">{studentName}</div>
                  {payment.student?.email ? (
                    <div className="text-muted-foreground text-xs">{payment.student.email}</div>
                  ) : null}
                </TableCell>
                <TableCell className="min-w-40">{payment.description ?? '—'}</TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {formatMoney(payment.amount, payment.currency)}
                </TableCell>
                <TableCell className="text-muted-foreground text-right whitespace-nowrap tabular-nums">
                  {formatMoney(payment.pspFee, payment.currency)}
                </TableCell>
                <TableCell>
                  <StatusBadge status={payment.status} />
                </TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {payment.refundedAmount > 0 ? formatMoney(payment.refundedAmount, payment.currency) : '—'}
                </TableCell>
                <TableCell className="text-right">
                  {payment.refundable > 0 ? (
                    <RefundDialog
                      paymentId={payment.id}
                      studentName={studentName}
                      currency={payment.currency}
                      refundable={payment.refundable}
                    />
                  ) : null}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
