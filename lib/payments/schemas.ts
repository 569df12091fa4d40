/** Zod schemas of the payments area (client-safe). */
import { z } from 'zod';
import { DisputeStatus, PaymentKind, PaymentMethod, PaymentStatus, RefundStatus } from '@/generated/prisma/enums';
import { ZPagination } from '@/lib/core/pagination';
import { ZIsoInstant } from '@/lib/core/time-schemas';

export const ZPaymentStatus = z.enum(PaymentStatus);

/** The payments a list, the KPIs or an export cover: paid between `from` and `to` (ISO 8601, inclusive). */
const ZPaymentPeriod = z.object({
  from: ZIsoInstant.optional().meta({ description: 'Paid at or after (ISO 8601)' }),
  to: ZIsoInstant.optional().meta({ description: 'Paid at or before (ISO 8601)' }),
});

const ZPaymentFilters = ZPaymentPeriod.extend({
  status: ZPaymentStatus.optional(),
  /** Part of the student's name or e-mail. */
  search: z.string().trim().min(1).max(100).optional(),
});
export type TPaymentFilters = z.infer<typeof ZPaymentFilters>;

export const ZListPaymentsQuery = ZPagination.extend(ZPaymentFilters.shape).strict();
export type TListPaymentsQuery = z.infer<typeof ZListPaymentsQuery>;

export const ZPaymentCsvExportInput = ZPaymentFilters.strict();

export const ZPaymentKpisQuery = ZPaymentPeriod.strict();
export type TPaymentKpisQuery = z.infer<typeof ZPaymentKpisQuery>;

/** A dispute recorded from `charge.dispute.created`: the teacher answers it at the processor. */
export const ZDispute = z.object({
  id: z.uuid(),
  /** The processor's statuses; `needs_response` until the teacher answers at the processor. */
  status: z.enum(DisputeStatus),
  /** The processor's reason code, e.g. `fraudulent`, `product_not_received`. */
  reason: z.string().nullable(),
  /** Disputed amount, minor units. */
  amount: z.number().int(),
  currency: z.string().length(3),
  /** Last moment to send evidence at the processor. */
  evidenceDueBy: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type TDispute = z.infer<typeof ZDispute>;

const ZPaymentStudent = z.object({ id: z.uuid(), name: z.string(), email: z.string().nullable() });

export const ZDisputeRow = ZDispute.extend({
  paymentId: z.uuid(),
  /** The disputed payment's description (the service) and student. */
  description: z.string().nullable(),
  student: ZPaymentStudent.nullable(),
});
export type TDisputeRow = z.infer<typeof ZDisputeRow>;

export const ZListDisputesQuery = ZPagination.extend({ status: z.enum(DisputeStatus).optional() }).strict();
export type TListDisputesQuery = z.infer<typeof ZListDisputesQuery>;

export const ZPaymentRow = z.object({
  id: z.uuid(),
  kind: z.enum(PaymentKind),
  /** `card`: through the processor; `cash`, `bank_transfer`, `other`: recorded by the teacher. */
  method: z.enum(PaymentMethod),
  status: ZPaymentStatus,
  description: z.string().nullable(),
  student: ZPaymentStudent.nullable(),
  enrollmentId: z.uuid().nullable(),
  sessionId: z.uuid().nullable(),
  currency: z.string().length(3),
  /** Total paid, minor units. */
  amount: z.number().int(),
  /** Fiscal breakdown with the teacher's tax rate at the time of payment. */
  base: z.number().int(),
  tax: z.number().int(),
  pspFee: z.number().int(),
  refundedAmount: z.number().int(),
  /** amount - pspFee - refundedAmount. */
  net: z.number().int(),
  /** What a refund may still take back (pending refunds count as taken). */
  refundable: z.number().int(),
  /** The payment's latest dispute, if the payer's bank disputed it. */
  dispute: ZDispute.nullable(),
  paidAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type TPaymentRow = z.infer<typeof ZPaymentRow>;

export const ZPaymentKpiTotals = z.object({
  currency: z.string().length(3),
  payments: z.number().int(),
  gross: z.number().int(),
  processorFees: z.number().int(),
  taxCollected: z.number().int(),
  /** gross - tax. */
  netBase: z.number().int(),
  refunds: z.number().int(),
  /**
   * gross - refunds: the product's one "Revenue" (docs/metrics.md), the figure the dashboard, the
   * services page and the insights show for the same period.
   */
  revenue: z.number().int(),
  /** gross - processor fees - refunds. */
  netToTeacher: z.number().int(),
});

export const ZPaymentKpis = z.object({
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  taxRate: z.number().int(),
  /** One entry per currency paid in; the teacher's default currency first (always present). */
  totals: z.array(ZPaymentKpiTotals),
});
export type TPaymentKpis = z.infer<typeof ZPaymentKpis>;

/** The largest amount a payment column (int4, minor units) holds. */
export const maxPaymentAmount = 2_147_483_647;

export const ZRefundReason = z.enum(['requested_by_customer', 'duplicate', 'fraudulent']);

export const ZRefundPaymentInput = z
  .object({
    paymentId: z.uuid(),
    /** Minor units; the whole refundable remainder when omitted. */
    amount: z.number().int().positive().max(maxPaymentAmount).optional(),
    reason: ZRefundReason.optional(),
    /**
     * Sent by the client once per refund it means (e.g. a UUID made when the dialog opens); a retry
     * with the same key returns the same refund. Without it the key is derived from the request.
     */
    idempotencyKey: z.string().min(8).max(100).optional(),
  })
  .strict();
export type TRefundPaymentInput = z.infer<typeof ZRefundPaymentInput>;

export const ZRefundResult = z.object({
  id: z.uuid(),
  paymentId: z.uuid(),
  amount: z.number().int(),
  currency: z.string().length(3),
  reason: z.string().nullable(),
  /** `pending` until the processor's `charge.refunded` event confirms it. */
  status: z.enum(RefundStatus),
  createdAt: z.iso.datetime(),
});
export type TRefundResult = z.infer<typeof ZRefundResult>;

export const ZPspStatus = z.object({
  connected: z.boolean(),
  accountId: z.string().nullable(),
  chargesEnabled: z.boolean(),
  connectedAt: z.iso.datetime().nullable(),
  /** True when payments go to the local simulated processor (development only). */
  simulated: z.boolean(),
});
export type TPspStatus = z.infer<typeof ZPspStatus>;

export const ZPspCallbackQuery = z.object({
  code: z.string().max(500).optional(),
  state: z.string().max(500).optional(),
  scope: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});
