/**
 * Rules between the fields of a discount code, shared by the create schema (so the editor shows them
 * inline) and by updates (checked on the merged record). Client-safe: no imports.
 */
export type DiscountCodeShape = {
  type?: 'percentage' | 'fixed_amount';
  value?: number;
  currency?: string | null;
  validFrom?: string | null;
  validUntil?: string | null;
};

export type ShapeIssue = { path: string[]; message: string };

export const maxPercentage = 100;

/** What is wrong between the fields, whatever each field says on its own. */
export function discountCodeShapeIssues(values: DiscountCodeShape): ShapeIssue[] {
  const issues: ShapeIssue[] = [];
  if (values.type === 'percentage' && values.value !== undefined && values.value > maxPercentage) {
    issues.push({ path: ['value'], message: 'A percentage is at most 100' });
  }
  if (values.type === 'fixed_amount' && !values.currency) {
    issues.push({ path: ['currency'], message: 'A fixed amount needs its currency' });
  }
  if (values.validFrom && values.validUntil && Date.parse(values.validFrom) > Date.parse(values.validUntil)) {
    issues.push({ path: ['validUntil'], message: 'The end of the validity must not be before its start' });
  }
  return issues;
}

/** A percentage has no currency: one given by a form that kept a hidden value is dropped. */
export function withoutInapplicableFields<T extends DiscountCodeShape>(values: T): T {
  return values.type === 'percentage' ? { ...values, currency: null } : values;
}
