import { addDays, addMonths, addWeeks, addYears } from 'date-fns';
import type { BillingInterval } from '@/generated/prisma/client';

/**
 * How long credits bought now stay valid: the service's validityDays when set; for a subscription
 * without one, its billing period (the next renewal extends it); otherwise no expiry.
 */
export function enrollmentValidUntil(
  from: Date,
  service: { validityDays: number | null; billingInterval: BillingInterval | null },
  subscription: boolean,
): Date | null {
  if (service.validityDays) return addDays(from, service.validityDays);
  if (subscription) return addBillingInterval(from, service.billingInterval ?? 'month');
  return null;
}

export function addBillingInterval(from: Date, interval: BillingInterval): Date {
  if (interval === 'week') return addWeeks(from, 1);
  if (interval === 'year') return addYears(from, 1);
  return addMonths(from, 1);
}
