'use client';

import { useLocale } from 'next-intl';
import type { z } from 'zod';
import de from 'zod/v4/locales/de.js';
import es from 'zod/v4/locales/es.js';
import fr from 'zod/v4/locales/fr.js';
import it from 'zod/v4/locales/it.js';
import pt from 'zod/v4/locales/pt.js';
import type { Locale } from '@/lib/core/locale';
import { useFormWords } from './form-words';

export type { WaitWords } from './form-words';

const zodLocales: Record<Exclude<Locale, 'en'>, () => { localeError: z.core.$ZodErrorMap }> = { de, es, fr, it, pt };

/** Zod's parse options for a language: its built-in messages in that locale (English: none). */
export function zodParseOptions(locale: Locale): { error?: z.core.$ZodErrorMap } {
  return locale === 'en' ? {} : { error: zodLocales[locale]().localeError };
}

/**
 * A form's field messages in the reader's language (issue 32, docs/i18n.md): Zod writes its
 * built-in messages in the locale (the same locales the API uses), and a schema's own English
 * sentence listed in `messages/en/errors.json` is said by its id (form-words.ts). English:
 * untouched, byte for byte.
 */
export function useFormLanguage() {
  const locale = useLocale() as Locale;
  return { ...useFormWords(), parseOptions: zodParseOptions(locale) };
}
