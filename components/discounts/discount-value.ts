import { DEFAULT_CURRENCY } from '@/lib/core/currencies';
import type { TDiscountCode } from '@/lib/discounts/schemas';
import { formatDateTime, formatMoney, formatPercent, type Regional } from '@/lib/presentation/format';

/** The words of `teacherDiscounts.value` (a translator from the caller, server or client). */
type Say = (key: string, values?: Record<string, string | number>) => string;

/** "10% off" / "€5 off". */
export function describeDiscountValue(
  code: Pick<TDiscountCode, 'type' | 'value' | 'currency'>,
  t: Say,
  regional?: Regional,
): string {
  return code.type === 'percentage'
    ? t('percentageOff', { value: formatPercent(code.value, regional) })
    : t('amountOff', { amount: formatMoney(code.value, code.currency ?? DEFAULT_CURRENCY, regional) });
}

/** "Always", "From 1 Jan 2027", "1 Jan 2027 – 31 Jan 2027": days on the teacher's clock (`zone`). */
export function describeValidity(
  code: Pick<TDiscountCode, 'validFrom' | 'validUntil'>,
  zone: string,
  t: Say,
  regional?: Regional,
): string {
  const from = code.validFrom ? formatDateTime(code.validFrom, zone, 'date', regional) : null;
  const until = code.validUntil ? formatDateTime(code.validUntil, zone, 'date', regional) : null;
  if (from && until) return t('range', { from, until });
  if (from) return t('from', { from });
  if (until) return t('until', { until });
  return t('always');
}

/** Active, scheduled, expired, used up or inactive, as the list shows it. */
export function discountStatus(code: TDiscountCode, now: Date): string {
  if (!code.isActive) return 'inactive';
  if (code.validUntil && Date.parse(code.validUntil) < now.getTime()) return 'expired';
  if (code.maxUses !== null && code.usesCount >= code.maxUses) return 'used_up';
  if (code.validFrom && Date.parse(code.validFrom) > now.getTime()) return 'scheduled';
  return 'active';
}
