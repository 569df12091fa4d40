'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import englishErrors from '@/messages/en/errors.json';

/** English sentence of `errors.messages` -> its id: the project's own schema messages are the keys. */
const idOfEnglish = new Map(Object.entries(englishErrors.messages).map(([id, text]) => [text, id]));

/** Waiting words of a 429, in the reader's language. */
export type WaitWords = (seconds: number | undefined) => string;

/**
 * A form's own messages in the reader's language (issue 32, docs/i18n.md): a schema's English
 * sentence listed in `messages/en/errors.json` is said by its id; English is untouched, byte for
 * byte. No Zod here (Zod's own locales are in form-language.ts), so that a form which loads its
 * schema on demand does not load Zod with its first screen (issue 38, item 6).
 */
export function useFormWords() {
  const english = useLocale() === 'en';
  const t = useTranslations('errors');
  const ui = useTranslations('ui.form');

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
    say,
    translate,
    tooManyAttempts: (seconds: number | undefined) => ui('tooMany', { wait: waitWords(seconds) }),
  };
}
