import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { getBillingSettings } from './get-billing-settings';
import type { TBillingSettings, TUpdateBillingSettingsInput } from './schemas';

/**
 * Changes any subset of the business details. Issued invoices keep the details of their issue (they
 * are frozen on the invoice), so a change here only reaches drafts and later invoices.
 */
export async function updateBillingSettings({
  teacherId,
  input,
  meta,
}: {
  teacherId: string;
  input: TUpdateBillingSettingsInput;
  meta?: RequestMeta;
}): Promise<TBillingSettings> {
  return transaction(async (tx) => {
    // One writer at a time per teacher: the upsert below starts from the row as it is now.
    await tx.$queryRaw`SELECT "id" FROM "teachers" WHERE "id" = ${teacherId}::uuid FOR UPDATE`;
    const before = await getBillingSettings({ teacherId }, tx);
    const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);
    const data = {
      legalName: blankToNull(input.legalName),
      address: blankToNull(input.address),
      taxId: blankToNull(input.taxId),
      invoicePrefix: input.invoicePrefix?.toUpperCase(),
      paymentTermsDays: input.paymentTermsDays,
      bankDetails: blankToNull(input.bankDetails),
      invoiceFooter: blankToNull(input.invoiceFooter),
    };
    await tx.billingSettings.upsert({ where: { teacherId }, create: { teacherId, ...data }, update: data });
    const after = await getBillingSettings({ teacherId }, tx);
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'settings.update_billing',
      entity: { type: 'teacher', id: teacherId },
      before,
      after,
      request: meta,
    });
    return after;
  });
}
