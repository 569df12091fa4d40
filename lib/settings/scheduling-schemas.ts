/**
 * General and scheduling settings of a teacher (`/api/teacher/settings/scheduling`). Client-safe
 * (zod only): the buffer form on the availability page validates with the same schema.
 */
import { z } from 'zod';
import { OFFERED_CURRENCIES } from '@/lib/core/currencies';

/** Four hours either side of a session is already a day's gap; more is a typo, not a buffer. */
export const maxBufferMinutes = 240;

/** Spec (Insights, item 2): the targets a metric is judged against until the teacher sets their own. */
export const defaultInsightTargets = { attendance: 95, completion: 90, rebooking: 80 } as const;

export const ZBufferMinutes = z
  .number()
  .int('Use whole minutes')
  .min(0, 'Use 0 or more')
  .max(maxBufferMinutes, `Use ${String(maxBufferMinutes)} minutes or less`);

/** Spec: the teacher's default currency is one of the 19 offered (lib/core/currencies.ts). */
export const ZOfferedCurrency = z.enum(OFFERED_CURRENCIES, {
  error: `Choose one of the offered currencies: ${OFFERED_CURRENCIES.join(', ')}`,
});

/** Spec: taxRate is an integer percent (21 for 21%), used by the fiscal breakdown. */
export const ZTaxRate = z.number().int('Use a whole percentage').min(0, 'Use 0 or more').max(100, 'Use 100 or less');

/** A target percentage: an integer 1-100. */
export const ZInsightTarget = z.number().int('Use a whole percentage').min(1).max(100);

export const ZInsightTargets = z.object({
  attendance: ZInsightTarget,
  completion: ZInsightTarget,
  rebooking: ZInsightTarget,
});
export type TInsightTargets = z.infer<typeof ZInsightTargets>;

const hasAField = (value: object) => Object.keys(value).length > 0;

/** Every field optional, at least one sent; targets given are merged into the stored ones. */
export const ZUpdateSchedulingInput = z
  .object({
    defaultCurrency: ZOfferedCurrency.optional(),
    taxRate: ZTaxRate.optional(),
    bufferMinutes: ZBufferMinutes.optional(),
    insightTargets: ZInsightTargets.partial().strict().refine(hasAField, 'Send at least one target').optional(),
  })
  .strict()
  .refine(hasAField, 'Send at least one setting');
export type TUpdateSchedulingInput = z.infer<typeof ZUpdateSchedulingInput>;

/** The buffer form's own body: the same rule, only the one field. */
export const ZBufferInput = z.object({ bufferMinutes: ZBufferMinutes }).strict();
export type TBufferInput = z.infer<typeof ZBufferInput>;

export const ZSchedulingSettings = z.object({
  defaultCurrency: z.string().length(3),
  taxRate: z.number().int(),
  bufferMinutes: z.number().int(),
  insightTargets: ZInsightTargets,
});
export type TSchedulingSettings = z.infer<typeof ZSchedulingSettings>;

/**
 * The targets in force from the stored JSON (nullable, written by older code or by hand): each
 * valid stored value wins, anything missing or malformed falls back to its default.
 */
export function resolveInsightTargets(stored: unknown): TInsightTargets {
  const source = stored !== null && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const pick = (key: keyof TInsightTargets) => {
    const parsed = ZInsightTarget.safeParse(source[key]);
    return parsed.success ? parsed.data : defaultInsightTargets[key];
  };
  return { attendance: pick('attendance'), completion: pick('completion'), rebooking: pick('rebooking') };
}
