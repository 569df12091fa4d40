import 'server-only';
import { createHash } from 'node:crypto';
import type { Locale } from '@/lib/core/locale';
import { loadMessages } from './catalogue';
import { teacherAreaMessages } from './client-messages';

/**
 * The teacher area's browser messages of a locale as the answer the browser loads when it leaves the
 * section it opened (decision 0174), and its address: the version is the text's hash, so a browser
 * may keep the answer for good and a new catalogue gets a new address.
 */
const answers = new Map<Locale, { body: string; version: string }>();

export function teacherAreaMessagesAnswer(locale: Locale): { body: string; version: string } {
  let answer = answers.get(locale);
  if (!answer) {
    const body = JSON.stringify(teacherAreaMessages(loadMessages(locale), locale));
    answer = { body, version: createHash('sha256').update(body).digest('base64url').slice(0, 16) };
    if (process.env.NODE_ENV !== 'development') answers.set(locale, answer);
  }
  return answer;
}

export const teacherAreaMessagesUrl = (locale: Locale): string =>
  `/teacher/client-messages/${locale}?v=${teacherAreaMessagesAnswer(locale).version}`;
