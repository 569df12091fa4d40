'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import de from 'zod/v4/locales/de.js';
import es from 'zod/v4/locales/es.js';
import fr from 'zod/v4/locales/fr.js';
import it from 'zod/v4/locales/it.js';
import pt from 'zod/v4/locales/pt.js';
import englishErrors from '@/messages/en/errors.json';
import type { Locale } from '@/lib/core/locale';

const zodLocales: Record<Exclude<Locale, 'en'>, () => { localeError: z.core.$ZodErrorMap }> = { de, es, fr, it, pt };

/** English sentence of `errors.messages` -> its id: the project's own schema messages are the keys. */
const idOfEnglish = new Map(Object.entries(englishErrors.messages).map(([id, text]) => [text, id]));

/** Waiting words of a 429, in the reader's language. */
export type WaitWords = (seconds: number | undefined) => string;

/**
 * A form's field messages in the reader's language (issue 32, docs/i18n.md): Zod writes its
 * built-in messages in the locale (the same locales the API uses), and a schema's own English
 * sentence listed in `messages/en/errors.json` is said by its id. English: untouched, byte for byte.
 */
export function useFormLanguage() {
  const locale = useLocale() as Locale;
  const t = useTranslations('errors');
  const ui = useTranslations('ui.form');
  const english = locale === 'en';

  const parseOptions: { error?: z.core.$ZodErrorMap } = english ? {} : { error: zodLocales[locale]().localeError };

  const say = (message: string): string => {
    if (english) return message;
    const id = idOfEnglish.get(message);
    return id ? t(`messages.${id}`) : message;
  };

  const sayAll = (errors: unknown): void => {
    if (!errors || typeof errors !== 'object') return;
    const record = errors as Record<string, unknown>;
    if (typeof record.message === 'string' && typeof record.type === 'string') record.message = say(record.message);
    for (const [key, inner] of Object.entries(record)) if (key !== 'ref' && key !== 'message') sayAll(inner);
  };

  /** The resolver with every field message said in the reader's language. */
  const translate =
    <V extends FieldValues, C, Out>(resolver: Resolver<V, C, Out>): Resolver<V, C, Out> =>
    async (values, context, options) => {
      const result = await resolver(values, context, options);
      if (!english) sayAll(result.errors as FieldErrors<V>);
      return result;
    };

  const waitWords: WaitWords = (seconds) =>
    !seconds
      ? ui('waitLittle')
      : seconds < 90
        ? ui('waitSeconds', { count: Math.ceil(seconds) })
        : ui('waitMinutes', { count: Math.ceil(seconds / 60) });

  return {
    parseOptions,
    say,
    translate,
    tooManyAttempts: (seconds: number | undefined) => ui('tooMany', { wait: waitWords(seconds) }),
  };
}
