import { addDays } from 'date-fns';
import type { Prisma } from '@/lib/core/db';
import { getBillingSettings } from './get-billing-settings';
import { nextInvoiceNumber } from './next-invoice-number';

/** The seller as printed: frozen on the invoice at issue, so a later change of details never rewrites it. */
export type SellerSnapshot = {
  name: string;
  legalName: string | null;
  address: string | null;
  taxId: string | null;
  email: string;
  bankDetails: string | null;
  invoiceFooter: string | null;
  paymentTermsDays: number;
};

/**
 * Gives a draft (already locked by the caller) its number and freezes it: seller details, issue and
 * due dates, status. Runs inside the caller's transaction, with the numbering's counter lock.
 */
export async function freezeInvoice(
  tx: Prisma.TransactionClient,
  input: { teacherId: string; invoiceId: string; at: Date; status?: 'issued' | 'paid'; paidAmount?: number },
) {
  const teacher = await tx.teacher.findUniqueOrThrow({
    where: { id: input.teacherId },
    select: { name: true, email: true, timezone: true },
  });
  const settings = await getBillingSettings({ teacherId: input.teacherId }, tx);
  const numbered = await nextInvoiceNumber(tx, {
    teacherId: input.teacherId,
    prefix: settings.invoicePrefix,
    timezone: teacher.timezone,
    at: input.at,
  });
  const seller: SellerSnapshot = {
    name: teacher.name,
    legalName: settings.legalName,
    address: settings.address,
    taxId: settings.taxId,
    email: teacher.email,
    bankDetails: settings.bankDetails,
    invoiceFooter: settings.invoiceFooter,
    paymentTermsDays: settings.paymentTermsDays,
  };
  return tx.invoice.update({
    where: { id: input.invoiceId, teacherId: input.teacherId },
    data: {
      ...numbered,
      status: input.status ?? 'issued',
      paidAmount: input.paidAmount,
      seller,
      issuedAt: input.at,
      dueAt: addDays(input.at, settings.paymentTermsDays),
    },
  });
}
