import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, Resolver, ResolverOptions } from 'react-hook-form';
import type { z } from 'zod';
import { friendlyIssueMessage } from '@/components/catalogue/friendly-issue-message';
import { discountCodeShapeIssues } from '@/lib/discounts/discount-code-shape';
import {
  ZCreateDiscountCodeInput,
  ZUpdateDiscountCodeInput,
  type TUpdateDiscountCodeInput,
} from '@/lib/discounts/schemas';
import { DISCOUNT_FIELDS, toDiscountInput, type DiscountEditorValues } from './discount-editor-values';

const validateCreate = zodResolver(ZCreateDiscountCodeInput, { error: friendlyIssueMessage });
const validateEdit = zodResolver(ZUpdateDiscountCodeInput, { error: friendlyIssueMessage });

/** The first message of a field's error, whether it sits on the field or on one of its items. */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const record = error as Record<string, unknown>;
  if (typeof record.message === 'string') return record.message;
  for (const nested of Object.values(record)) {
    const message = messageOf(nested);
    if (message) return message;
  }
  return undefined;
}

/**
 * The API's own schemas (create: ZCreateDiscountCodeInput; edit: ZUpdateDiscountCodeInput plus the
 * rules between fields the API checks on the merged record), applied to the input the form sends.
 */
export function discountEditorResolver(
  mode: 'create' | 'edit',
  zone: string,
): Resolver<DiscountEditorValues, unknown, TUpdateDiscountCodeInput> {
  return async (values, context, options) => {
    const { input, problems } = toDiscountInput(values, zone);
    const result =
      mode === 'create'
        ? await validateCreate(
            input,
            context,
            options as unknown as ResolverOptions<z.input<typeof ZCreateDiscountCodeInput>>,
          )
        : await validateEdit(
            input,
            context,
            options as unknown as ResolverOptions<z.input<typeof ZUpdateDiscountCodeInput>>,
          );
    const errors: FieldErrors<DiscountEditorValues> = {};
    for (const field of DISCOUNT_FIELDS) {
      const message = problems[field] ?? messageOf(result.errors[field]);
      if (message) errors[field] = { type: 'custom', message } as FieldError;
    }
    for (const issue of discountCodeShapeIssues(input)) {
      const field = issue.path[0] as keyof DiscountEditorValues;
      errors[field] ??= { type: 'custom', message: issue.message } as FieldError;
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: input, errors: {} };
  };
}
