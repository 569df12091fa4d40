import { z } from 'zod';
import { ZRefundReason, type TRefundPaymentInput } from '@/lib/payments/schemas';
import { formatMoney } from '@/lib/presentation/format';
import { amountProblem, parseMajorAmount } from '@/lib/presentation/money-input';

type RefundTarget = {
  paymentId: string;
  currency: string;
  /** Minor units a refund may still take back. */
  refundable: number;
  /** One per refund the teacher means: a retried request gives the same refund. */
  idempotencyKey: string;
};

/**
 * The refund dialog's fields (full or partial, the amount typed in major units, the reason) as the
 * body of POST /api/teacher/payments/refund; a partial amount is checked against what is refundable.
 */
export function refundFormSchema({ paymentId, currency, refundable, idempotencyKey }: RefundTarget) {
  return z
    .object({ mode: z.enum(['full', 'partial']), amountText: z.string(), reason: ZRefundReason })
    .transform(({ mode, amountText, reason }, ctx): TRefundPaymentInput => {
      const body = { paymentId, reason, idempotencyKey };
      if (mode === 'full') return body;
      const parsed = parseMajorAmount(amountText, currency);
      const problem = !parsed.ok
        ? parsed.reason === 'empty'
          ? 'Enter an amount'
          : amountProblem(parsed.reason, currency)
        : parsed.minor <= 0
          ? 'Enter an amount above zero'
          : parsed.minor > refundable
            ? `At most ${formatMoney(refundable, currency)} can be refunded`
            : null;
      if (problem || !parsed.ok) {
        ctx.addIssue({ code: 'custom', path: ['amountText'], message: problem ?? 'Enter an amount' });
        return z.NEVER;
      }
      return { ...body, amount: parsed.minor };
    });
}
