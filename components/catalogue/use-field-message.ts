'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import english from '@/messages/en/teacherServices.json';

/** The generic messages of friendlyIssueMessage, with the number they carry. */
const generic: [RegExp, string][] = [
  [/^Enter a number$/, 'enterNumber'],
  [/^Choose a value$/, 'chooseValue'],
  [/^This cannot be empty$/, 'notEmpty'],
  [/^Use (\d+) or more$/, 'atLeast'],
  [/^Use at most (\d+) characters$/, 'maxCharacters'],
  [/^Use (\d+) or less$/, 'atMost'],
  [/^Choose one of the options$/, 'chooseOption'],
  [/^Overlaps window (\d+) of the same weekday$/, 'overlaps'],
];

const known: Record<string, string> = english.fieldMessages;
const idOf = new Map(Object.entries(known).map(([id, text]) => [text, id]));

/**
 * A form's field message in the reader's language (issue 32). The editor's schemas and resolvers
 * keep writing English (the API says the same sentences, translated by lib/http): the generic ones
 * of friendlyIssueMessage and the schemas' own sentences listed under `teacherServices.fieldMessages`
 * are said in the page's language here, at render. An unknown sentence is shown as it is.
 */
export function useFieldMessage() {
  const t = useTranslations('teacherServices.fieldMessages');
  const generics = useTranslations('teacherServices.fieldGeneric');
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return message;
      const id = idOf.get(message);
      if (id) return t(id);
      for (const [pattern, key] of generic) {
        const match = pattern.exec(message);
        if (match) return generics(key, { value: match[1] ?? '' });
      }
      return message;
    },
    [t, generics],
  );
}
