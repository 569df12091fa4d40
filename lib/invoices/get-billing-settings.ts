import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { db } from '@/lib/core/db';
import type { TBillingSettings } from './schemas';

export const defaultBillingSettings: TBillingSettings = {
  legalName: null,
  address: null,
  taxId: null,
  invoicePrefix: 'INV',
  paymentTermsDays: 14,
  bankDetails: null,
  invoiceFooter: null,
};

/** The teacher's business details; the defaults until the teacher saves them (no row yet). */
export async function getBillingSettings(
  { teacherId }: { teacherId: string },
  client: Prisma.TransactionClient = db,
): Promise<TBillingSettings> {
  const row = await client.billingSettings.findUnique({ where: { teacherId } });
  if (!row) return { ...defaultBillingSettings };
  return {
    legalName: row.legalName,
    address: row.address,
    taxId: row.taxId,
    invoicePrefix: row.invoicePrefix,
    paymentTermsDays: row.paymentTermsDays,
    bankDetails: row.bankDetails,
    invoiceFooter: row.invoiceFooter,
  };
}
