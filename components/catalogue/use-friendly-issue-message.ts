import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { useFormLanguage } from '@/components/forms/form-language';
import { friendlyIssueMessageIn } from './friendly-issue-message';

/**
 * The friendly messages in the reader's language, for a resolver of the form's own (decision 0153):
 * the generic ones from `teacherServices.fieldGeneric`, the rest in Zod's locale. `useApiForm` then
 * says the schema's own sentences through `errors.json`.
 */
export function useFriendlyIssueMessage(): z.core.$ZodErrorMap {
  const t = useTranslations('teacherServices.fieldGeneric');
  const { parseOptions } = useFormLanguage();
  return friendlyIssueMessageIn((key, value = '') => t(key, { value }), parseOptions.error);
}
