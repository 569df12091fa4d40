import type { UseFormSetError } from 'react-hook-form';
import type { JsonAnswer } from '@/components/auth/post-json';
import type { ServiceEditorValues } from '@/lib/catalogue/service-editor-values';

const FIELDS = new Set<string>([
  'name',
  'slug',
  'description',
  'deliveryMode',
  'groupType',
  'structure',
  'pricingModel',
  'priceAmount',
  'currency',
  'durationMinutes',
  'capacity',
  'sessionsIncluded',
  'validityDays',
  'billingInterval',
  'isTrial',
  'isUnlisted',
  'isPrivate',
  'tagIds',
]);

const isField = (path: string): path is keyof ServiceEditorValues => FIELDS.has(path);

/**
 * Puts the API's refusal on the fields it names (`details[].path`; a slug conflict on the slug)
 * and returns what is left for the form's general message, if anything.
 */
export function applyServerErrors(
  answer: Extract<JsonAnswer<unknown>, { ok: false }>,
  setError: UseFormSetError<ServiceEditorValues>,
) {
  const error = answer.error;
  let placed = 0;
  for (const detail of error?.details ?? []) {
    const field = detail.path.split('.')[0] ?? '';
    if (!isField(field)) continue;
    setError(field, { message: detail.message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  if (answer.status === 409 && error?.code === 'CONFLICT') {
    setError('slug', { message: error.message ?? 'This address is already used' }, { shouldFocus: true });
    return null;
  }
  if (placed > 0) return null;
  return error?.message ?? 'The service could not be saved. Try again.';
}
