import { DEFAULT_CURRENCY } from '@/lib/core/currencies';
import { shiftIsoDate, zonedDayStart, zonedIsoDate } from '@/lib/core/zoned-date';
import type { TCreateDiscountCodeInput, TDiscountCode } from '@/lib/discounts/schemas';
import { amountProblem, formatMajorAmount, parseMajorAmount } from '@/lib/presentation/money-input';

/** What the editor's fields hold: text as typed; converted to the API's input on submit. */
export type DiscountEditorValues = {
  code: string;
  description: string;
  type: 'percentage' | 'fixed_amount';
  /** Percent (0-100) or an amount in major units ("5.50"). */
  value: string;
  currency: string;
  applicableServiceIds: string[];
  /** The teacher's calendar days (YYYY-MM-DD, on their clock), both included; empty means open. */
  validFrom: string;
  validUntil: string;
  maxUses: string;
  maxUsesPerStudent: string;
  isActive: boolean;
};

export const DISCOUNT_FIELDS = [
  'code',
  'description',
  'type',
  'value',
  'currency',
  'applicableServiceIds',
  'validFrom',
  'validUntil',
  'maxUses',
  'maxUsesPerStudent',
  'isActive',
] as const satisfies ReadonlyArray<keyof DiscountEditorValues>;

export function emptyDiscountValues(currency: string): DiscountEditorValues {
  return {
    code: '',
    description: '',
    type: 'percentage',
    value: '',
    currency,
    applicableServiceIds: [],
    validFrom: '',
    validUntil: '',
    maxUses: '',
    maxUsesPerStudent: '',
    isActive: true,
  };
}

export function discountValuesOf(code: TDiscountCode, fallbackCurrency: string, zone: string): DiscountEditorValues {
  const currency = code.currency ?? fallbackCurrency;
  return {
    code: code.code,
    description: code.description ?? '',
    type: code.type,
    value: code.type === 'percentage' ? String(code.value) : formatMajorAmount(code.value, currency),
    currency,
    applicableServiceIds: code.applicableServiceIds,
    validFrom: code.validFrom ? zonedIsoDate(new Date(code.validFrom), zone) : '',
    validUntil: code.validUntil ? zonedIsoDate(new Date(code.validUntil), zone) : '',
    maxUses: code.maxUses === null ? '' : String(code.maxUses),
    maxUsesPerStudent: code.maxUsesPerStudent === null ? '' : String(code.maxUsesPerStudent),
    isActive: code.isActive,
  };
}

const lastInstantOf = (day: string, zone: string) =>
  new Date(zonedDayStart(shiftIsoDate(day, 1), zone).getTime() - 1).toISOString();

type Problems = Partial<Record<keyof DiscountEditorValues, string>>;

/** A whole number typed in a field; NaN (refused by the schema) when it is not one. */
function optionalInteger(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The editor's text -> the API's input (the same object the request sends), plus the problems only
 * the conversion can see (an amount that is not a number).
 */
export function toDiscountInput(
  values: DiscountEditorValues,
  zone: string,
): {
  input: TCreateDiscountCodeInput;
  problems: Problems;
} {
  const problems: Problems = {};
  let value = Number.NaN;
  if (values.type === 'percentage') {
    const parsed = optionalInteger(values.value);
    if (parsed === null) problems.value = 'Enter a percentage';
    else if (Number.isNaN(parsed)) problems.value = 'Enter a whole percentage such as 10';
    else value = parsed;
  } else {
    const parsed = parseMajorAmount(values.value, values.currency || DEFAULT_CURRENCY);
    if (parsed.ok) value = parsed.minor;
    else problems.value = parsed.reason === 'empty' ? 'Enter an amount' : amountProblem(parsed.reason, values.currency);
  }
  const maxUses = optionalInteger(values.maxUses);
  const maxUsesPerStudent = optionalInteger(values.maxUsesPerStudent);
  if (Number.isNaN(maxUses)) problems.maxUses = 'Enter a whole number, or leave empty for no limit';
  if (Number.isNaN(maxUsesPerStudent)) {
    problems.maxUsesPerStudent = 'Enter a whole number, or leave empty for no limit';
  }
  const input: TCreateDiscountCodeInput = {
    code: values.code,
    description: values.description.trim() === '' ? null : values.description.trim(),
    type: values.type,
    value: Number.isNaN(value) ? 0 : value,
    currency: values.type === 'percentage' ? null : values.currency.trim().toUpperCase() || null,
    applicableServiceIds: values.applicableServiceIds,
    validFrom: values.validFrom ? zonedDayStart(values.validFrom, zone).toISOString() : null,
    // The last millisecond of the day on the teacher's clock.
    validUntil: values.validUntil ? lastInstantOf(values.validUntil, zone) : null,
    maxUses,
    maxUsesPerStudent,
    isActive: values.isActive,
  };
  return { input, problems };
}
