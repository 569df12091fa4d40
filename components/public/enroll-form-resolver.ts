import { zodResolver } from '@hookform/resolvers/zod';
import { zodParseOptions } from '@/components/forms/form-language';
import type { Locale } from '@/lib/core/locale';
import { enrollFormSchema } from './enroll-form-schema';

/**
 * The enrollment form's checks (its schema with Zod's messages in the page's language), loaded by
 * the form only when it first validates or is touched (issue 38, item 6).
 */
export function enrollFormResolver(context: Parameters<typeof enrollFormSchema>[0], locale: Locale) {
  return zodResolver(enrollFormSchema(context), zodParseOptions(locale) as never);
}
