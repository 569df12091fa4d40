import type { TDiscountCode } from '@/lib/discounts/schemas';
import { formatMoney } from '@/lib/ui/format';

/** "10% off" / "€5 off". */
export function describeDiscountValue(code: Pick<TDiscountCode, 'type' | 'value' | 'currency'>): string {
  return code.type === 'percentage' ? `${code.value}% off` : `${formatMoney(code.value, code.currency ?? 'EUR')} off`;
}

const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });

/** "Always", "From 1 Jan 2027", "1 Jan – 31 Jan 2027" (UTC days). */
export function describeValidity(code: Pick<TDiscountCode, 'validFrom' | 'validUntil'>): string {
  const from = code.validFrom ? day.format(new Date(code.validFrom)) : null;
  const until = code.validUntil ? day.format(new Date(code.validUntil)) : null;
  if (from && until) return `${from} – ${until}`;
  if (from) return `From ${from}`;
  if (until) return `Until ${until}`;
  return 'Always';
}

/** Active, scheduled, expired, used up or inactive, as the list shows it. */
export function discountStatus(code: TDiscountCode, now: Date): string {
  if (!code.isActive) return 'inactive';
  if (code.validUntil && Date.parse(code.validUntil) < now.getTime()) return 'expired';
  if (code.maxUses !== null && code.usesCount >= code.maxUses) return 'used_up';
  if (code.validFrom && Date.parse(code.validFrom) > now.getTime()) return 'scheduled';
  return 'active';
}
