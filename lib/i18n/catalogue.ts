import 'server-only';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultLocale, type Locale } from '@/lib/core/locale';

/**
 * The message catalogue: `messages/<locale>/<namespace>.json`, one file per namespace per locale, so
 * that engineers translating different areas never edit the same file (docs/i18n.md). A namespace is
 * its file name; the files of a locale are merged into one object `{ [namespace]: messages }`.
 * Read from disk once per process and locale (the server, e-mail jobs and tests all run from the
 * project root); the browser never reads it: pages hand their messages to NextIntlClientProvider.
 */
export type Messages = Record<string, Record<string, unknown>>;

export const messagesRoot = (): string => path.join(process.cwd(), 'messages');

const loaded = new Map<Locale, Messages>();

function readLocale(locale: Locale): Messages {
  const folder = path.join(messagesRoot(), locale);
  const messages: Messages = {};
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    messages[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
  }
  return messages;
}

/** Every namespace of `locale`. The guards (test/i18n) prove each locale has every key of `en`. */
export function loadMessages(locale: Locale = defaultLocale): Messages {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = readLocale(locale);
    // Development edits a JSON file and reloads the page: read again rather than serve the old text.
    if (process.env.NODE_ENV !== 'development') loaded.set(locale, messages);
  }
  return messages;
}
