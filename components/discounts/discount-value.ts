import { DEFAULT_CURRENCY } from '@/lib/core/currencies';
import type { TDiscountCode } from '@/lib/discounts/schemas';
import { formatDate } from '@/lib/core/format-time';
import { formatMoney } from '@/lib/presentation/format';

/** "10% off" / "€5 off". */
export function describeDiscountValue(code: Pick<TDiscountCode, 'type' | 'value' | 'currency'>): string {
  return code.type === 'percentage'
    ? `${code.value}% off`
    : `${formatMoney(code.value, code.currency ?? DEFAULT_CURRENCY)} off`;
}

/** "Always", "From 1 Jan 2027", "1 Jan 2027 – 31 Jan 2027": days on the teacher's clock (`zone`). */
export function describeValidity(code: Pick<TDiscountCode, 'validFrom' | 'validUntil'>, zone: string): string {
  const from = code.validFrom ? formatDate(code.validFrom, zone) : null;
  const until = code.validUntil ? formatDate(code.validUntil, zone) : null;
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
